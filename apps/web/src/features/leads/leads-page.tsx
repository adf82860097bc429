// The portal's Leads screen (issue #4): a route module living in its feature folder, registered in routes.ts
// inside the portal layout as /dashboard/leads.
import { can } from '@agency/shared/permissions';
import { Tabs } from '@mantine/core';
import { IconInbox, IconMailHeart } from '@tabler/icons-react';
import { PortalPage } from '../../components/portal-page';
import { pageMeta } from '../../lib/meta';
import { useSession } from '../auth/api/get-session';
import { LeadsList } from './components/leads-list';
import { SubscribersTable } from './components/subscribers-table';

const TITLE = 'Leads';
const DESCRIPTION =
  'Project inquiries from the website, newest first. Reply by e-mail, then mark each one handled so the team knows.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

export default function LeadsPage() {
  const role = useSession().data?.user.role;
  const showSubscribers = can(role, 'subscriber:read');

  return (
    <PortalPage title={TITLE} description={DESCRIPTION}>
      <Tabs defaultValue="inquiries" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="inquiries" leftSection={<IconInbox size={16} aria-hidden="true" />}>
            Inquiries
          </Tabs.Tab>
          {showSubscribers && (
            <Tabs.Tab value="subscribers" leftSection={<IconMailHeart size={16} aria-hidden="true" />}>
              Newsletter subscribers
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="inquiries">
          <LeadsList canUpdate={can(role, 'lead:update')} />
        </Tabs.Panel>
        {showSubscribers && (
          <Tabs.Panel value="subscribers">
            <SubscribersTable />
          </Tabs.Panel>
        )}
      </Tabs>
    </PortalPage>
  );
}
