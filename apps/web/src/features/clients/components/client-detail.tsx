import type { ClientDetailOnWire } from '@agency/shared/clients';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconMail, IconMapPin, IconPencil, IconPhone } from '@tabler/icons-react';
import { lazy, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { preloadOnIntent, WhenOpened } from '../../../components/when-opened';
import { useFormat } from '../../../i18n/format';
import { ApiError } from '../../../lib/api';
import { useClient } from '../api/get-client';
import { STATUS_COLORS } from './client-card';

// The form loads when first opened (issue #19): zod, the form and the Modal are not on the first paint.
const loadForm = () => import('./client-form-modal');
const ClientFormModal = lazy(() => loadForm().then((m) => ({ default: m.ClientFormModal })));

const PROJECT_COLORS = {
  planning: 'gray',
  'in-progress': 'blue',
  review: 'violet',
  completed: 'teal',
  'on-hold': 'orange',
} as const;

/** The client page: contact details, people, projects, open invoices and the lead the client came from. */
export function ClientDetailView({ id }: { id: string }) {
  const { t } = useTranslation('clients');
  const query = useClient(id);
  const [editing, setEditing] = useState(false);

  const back = (
    <Anchor component={Link} to="/dashboard/clients" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        {t('detail.back')}
      </Group>
    </Anchor>
  );

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('title')} />
      </Center>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Stack gap="md">
        {back}
        <Alert
          color={missing ? 'gray' : 'red'}
          role="alert"
          title={missing ? t('detail.notFoundTitle') : t('detail.error')}
        >
          {missing ? (
            t('detail.notFound')
          ) : (
            <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
              {t('actions.retry')}
            </Button>
          )}
        </Alert>
      </Stack>
    );
  }

  const { client } = query.data;
  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {client.name}
          </Title>
          <Group gap="xs">
            <Badge color={STATUS_COLORS[client.status]} variant="light">
              {t(`status.${client.status}`)}
            </Badge>
            <Badge color="indigo" variant="outline" tt="none">
              {t(`location.${client.location}`)}
            </Badge>
          </Group>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden="true" />}
          onClick={() => setEditing(true)}
          {...preloadOnIntent(loadForm)}
        >
          {t('actions.edit')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ContactCard detail={query.data} />
        <PeopleCard detail={query.data} />
        <ProjectsCard detail={query.data} />
        {query.data.openInvoices && <InvoicesCard invoices={query.data.openInvoices} />}
        <LeadCard detail={query.data} />
      </SimpleGrid>
      <WhenOpened opened={editing}>
        <ClientFormModal opened={editing} onClose={() => setEditing(false)} client={client} />
      </WhenOpened>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function ContactCard({ detail: { client } }: { detail: ClientDetailOnWire }) {
  const { t } = useTranslation('clients');
  const format = useFormat();
  return (
    <Section title={t('detail.contact')}>
      <Stack gap={8}>
        <Group gap="xs" wrap="nowrap">
          <IconMail size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Anchor href={`mailto:${client.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {client.email}
          </Anchor>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <IconPhone size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text size="sm" c={client.phone ? undefined : 'dimmed'}>
            {client.phone || t('card.noPhone')}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconMapPin size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" c={client.address ? undefined : 'dimmed'}>
            {client.address || t('card.noAddress')}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('card.since', { date: format.date(client.createdAt) })}
        </Text>
      </Stack>
    </Section>
  );
}

function PeopleCard({ detail: { people } }: { detail: ClientDetailOnWire }) {
  const { t } = useTranslation('clients');
  return (
    <Section title={t('detail.people')}>
      {people.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.noPeople')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {people.map((person) => (
            <Group key={person.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {person.name}
                </Text>
                <Anchor href={`mailto:${person.email}`} size="xs" style={{ overflowWrap: 'anywhere' }}>
                  {person.email}
                </Anchor>
              </Stack>
              {person.isPrimaryContact && (
                <Badge size="sm" variant="light" color="grape" style={{ flexShrink: 0 }}>
                  {t('detail.primary')}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function ProjectsCard({ detail: { projects } }: { detail: ClientDetailOnWire }) {
  const { t } = useTranslation('clients');
  const format = useFormat();
  return (
    <Section title={t('detail.projects')}>
      {projects.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.noProjects')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {projects.map((project) => (
            <Group key={project.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/dashboard/projects/${project.id}`} size="sm" fw={600}>
                  {project.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t('detail.started', { date: format.date(project.createdAt) })}
                </Text>
              </Stack>
              <Badge size="sm" variant="light" color={PROJECT_COLORS[project.status]} style={{ flexShrink: 0 }}>
                {t(`projectStatus.${project.status}`)}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function InvoicesCard({ invoices }: { invoices: NonNullable<ClientDetailOnWire['openInvoices']> }) {
  const { t } = useTranslation('clients');
  const format = useFormat();
  return (
    <Section title={t('detail.invoices')}>
      {invoices.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.noInvoices')}
        </Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm" fw={700}>
            {t('detail.outstanding', { amount: format.money(invoices.totalCents) })}
          </Text>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {invoices.items.map((invoice) => (
              <Group key={invoice.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {invoice.number}
                    {invoice.projectName ? ` · ${invoice.projectName}` : ''}
                  </Text>
                  <Text size="xs" c={invoice.status === 'overdue' ? 'red' : 'dimmed'}>
                    {t('detail.due', { date: format.date(invoice.dueDate) })}
                  </Text>
                </Stack>
                <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                  <Text size="sm" fw={600}>
                    {format.money(invoice.totalCents)}
                  </Text>
                  <Badge size="sm" variant="light" color={invoice.status === 'overdue' ? 'red' : 'blue'}>
                    {t(`invoiceStatus.${invoice.status}`)}
                  </Badge>
                </Stack>
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
    </Section>
  );
}

function LeadCard({ detail: { lead } }: { detail: ClientDetailOnWire }) {
  const { t } = useTranslation('clients');
  const format = useFormat();
  return (
    <Section title={t('detail.lead')}>
      {lead ? (
        <Stack gap={6}>
          <Anchor component={Link} to={`/dashboard/leads?lead=${lead.id}`} size="sm" fw={600}>
            {lead.subject}
          </Anchor>
          <Text size="sm">
            {lead.name} ·{' '}
            <Anchor href={`mailto:${lead.email}`} size="sm">
              {lead.email}
            </Anchor>
          </Text>
          <Text size="xs" c="dimmed">
            {t('detail.received', { date: format.dateTime(lead.createdAt) })}
          </Text>
          {lead.convertedAt && (
            <Text size="xs" c="dimmed">
              {t('detail.converted', { date: format.dateTime(lead.convertedAt) })}
            </Text>
          )}
          {lead.firstPageView && (
            <Text size="xs" c="dimmed">
              {t('detail.firstPage', { path: lead.firstPageView.path, source: lead.firstPageView.referrerSource })}
            </Text>
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('detail.noLead')}
        </Text>
      )}
    </Section>
  );
}
