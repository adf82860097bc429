import type { Role } from '@agency/shared/enums';
import { Alert, Paper, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PortalPage } from '../../components/portal-page';
import { pageMeta } from '../../lib/meta';
import { useSession } from '../../lib/session';

const TITLE = 'Dashboard';
const DESCRIPTION = 'Your overview of projects, proposals, invoices and messages, and the shortcuts you use most.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

interface EmbeddedSection {
  title: string;
  roles: readonly Role[];
  /** What a role outside `roles` reads instead (spec 001 §6, D7). */
  refusal: string;
}

// The account menu's sections open inside the dashboard (000 §2). Their workspaces arrive with later issues; until
// then each names itself honestly, and the role rules already apply.
const SECTIONS: Record<string, EmbeddedSection> = {
  logs: { title: 'System Logs', roles: ['ADMIN'], refusal: 'System logs are only available to administrators.' },
  billing: { title: 'Billing & Revenue', roles: ['ADMIN'], refusal: 'Access restricted to admin users only.' },
  tasks: { title: 'My Tasks', roles: ['ADMIN', 'AGENT'], refusal: 'Access restricted.' },
  payroll: {
    title: 'Payroll',
    roles: ['ADMIN', 'AGENT'],
    refusal: 'Payroll access restricted to admin and agent roles.',
  },
  projects: { title: 'My Projects', roles: ['ADMIN', 'AGENT', 'CLIENT'], refusal: 'Access restricted.' },
  invoices: {
    title: 'Billing & Invoices',
    roles: ['ADMIN', 'CLIENT'],
    refusal: "You don't have permission to view billing information.",
  },
};

export default function DashboardPage() {
  const [searchParams] = useSearchParams();
  const section = SECTIONS[searchParams.get('section') ?? ''];
  return (
    <PortalPage title={TITLE} description={DESCRIPTION}>
      {section && <SectionPanel section={section} />}
    </PortalPage>
  );
}

function SectionPanel({ section }: { section: EmbeddedSection }) {
  const role = useSession().data?.user.role;
  const allowed = role !== undefined && section.roles.includes(role);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="dashboard-section-title">
      <Title order={2} size="h3" id="dashboard-section-title" mb="xs">
        {section.title}
      </Title>
      {allowed ? (
        <Text c="dimmed">This workspace is not available yet. It will open here, inside your dashboard.</Text>
      ) : (
        <Alert color="red" variant="light" title="Access Denied">
          {section.refusal}
        </Alert>
      )}
    </Paper>
  );
}
