import type { Role } from '@agency/shared/enums';
import { can } from '@agency/shared/permissions';
import { Badge, Button, Card, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconCalendarPlus, IconFilePlus, IconFolders } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '../../../components/inline-alert';
import { isClientUser } from '../../../config/roles';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { useOverview } from '../api/get-overview';
import { AttentionBar } from './attention-bar';
import { BusinessOverviewBlock } from './business-overview';
import classes from './overview.module.css';
import { RecentActivity } from './recent-activity';
import { SummaryCards } from './summary-cards';
import { TeamCard } from './team-card';
import { TodaysEvents } from './todays-events';

interface OverviewProps {
  /** Which home this is: the page's h1 reads Dashboard, Admin Panel or Agent Dashboard. */
  page: 'dashboard' | 'admin' | 'agent';
  /** The signed-in person's first name, for the welcome banner. */
  firstName: string;
  role: Role;
  /** The notifications panel, composed by the route (features do not import each other). */
  notificationsPanel: ReactNode;
}

/** 001 §2 "Dashboard overview", the Overview tab: one screen for every role, every figure from GET /api/overview. */
export function Overview({ page, firstName, role, notificationsPanel }: OverviewProps) {
  const { t } = useTranslation('overview');
  const format = useFormat();
  const overview = useOverview();
  const eventsToday = overview.data?.events.total;

  return (
    <Stack gap="lg">
      <Title order={1} size="h3">
        {t(`titles.${page}`)}
      </Title>
      <Paper
        component="section"
        aria-labelledby="overview-welcome"
        radius="md"
        p={{ base: 'md', sm: 'xl' }}
        bg="var(--mantine-primary-color-light)"
      >
        <Title order={2} size="h2" id="overview-welcome">
          {t('welcome.title', { name: firstName })}
        </Title>
        <Text mt={4}>{isClientUser(role) ? t('welcome.subtitleClient') : t('welcome.subtitleStaff')}</Text>
        <Group gap="sm" mt="sm">
          <Text size="sm" fw={600} c="dimmed">
            {format.date(new Date(), { dateStyle: 'full' })}
          </Text>
          {eventsToday !== undefined && (
            <Badge
              variant="white"
              size="lg"
              radius="sm"
              leftSection={<IconCalendarEvent size={14} aria-hidden="true" />}
              data-testid="events-today-count"
              style={{ textTransform: 'none' }}
            >
              {t('welcome.eventsToday', { count: eventsToday })}
            </Badge>
          )}
        </Group>
      </Paper>

      {overview.isPending && (
        <Center py="xl">
          <Loader role="status" aria-label={t('loading')} />
        </Center>
      )}
      {overview.isError && (
        <InlineAlert color="red" title={t('loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(overview.error, t('tryAgainText'))}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => overview.refetch()}>
              {t('tryAgain')}
            </Button>
          </Stack>
        </InlineAlert>
      )}

      {overview.data && (
        <>
          <AttentionBar cards={overview.data.cards} role={role} />
          <SummaryCards cards={overview.data.cards} role={role} />
          <div className={classes.columns}>
            <Stack gap="lg" className={classes.main}>
              <RecentActivity items={overview.data.activity} />
              {overview.data.business && <BusinessOverviewBlock business={overview.data.business} />}
            </Stack>
            <Stack gap="lg" className={classes.side}>
              <TodaysEvents events={overview.data.events} />
              {overview.data.team && <TeamCard team={overview.data.team} />}
              {notificationsPanel}
              <Shortcuts role={role} />
            </Stack>
          </div>
        </>
      )}
    </Stack>
  );
}

/** 001 §2 shortcuts: Create Proposal, Schedule Meeting and Manage Projects, each for the roles that may do it. */
function Shortcuts({ role }: { role: Role }) {
  const { t } = useTranslation('overview');
  if (!can(role, 'project:read')) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="overview-shortcuts">
      <Title order={2} size="h4" id="overview-shortcuts" mb="sm">
        {t('shortcuts.title')}
      </Title>
      <Stack gap="xs">
        {can(role, 'proposal:write') && (
          <Button
            component={Link}
            to="/dashboard/proposals?new=1"
            variant="light"
            fullWidth
            leftSection={<IconFilePlus size={18} aria-hidden="true" />}
          >
            {t('shortcuts.createProposal')}
          </Button>
        )}
        {can(role, 'calendar:write') && (
          <Button
            component={Link}
            to="/dashboard/calendar?new=1"
            variant="light"
            fullWidth
            leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
          >
            {t('shortcuts.scheduleMeeting')}
          </Button>
        )}
        <Button
          component={Link}
          to="/dashboard/projects"
          variant="light"
          fullWidth
          leftSection={<IconFolders size={18} aria-hidden="true" />}
        >
          {t('shortcuts.manageProjects')}
        </Button>
      </Stack>
    </Card>
  );
}
