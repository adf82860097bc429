// A project's page (issue #8): Overview, Deliverables, Team, and for the agency Tasks (the tasks workspace, filtered)
// and Expenses; a client rates a completed project here. Its parts live in features/projects.
import { can } from '@agency/shared/permissions';
import { Alert, Anchor, Badge, Button, Card, Center, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  IconArrowLeft,
  IconChecklist,
  IconClockDollar,
  IconEdit,
  IconInfoCircle,
  IconListCheck,
  IconMessages,
  IconReceipt,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { getQueryClient } from '../../app/query-client';
import { ThreadView } from '../../features/messaging/components/thread-view';
import { useDeleteProject } from '../../features/projects/api/delete-project';
import { projectQueryOptions, useProject } from '../../features/projects/api/get-project';
import { ProjectFormModal } from '../../features/projects/components/project-form-modal';
import { ProjectOverview } from '../../features/projects/components/project-overview';
import { STATUS_COLOR } from '../../features/projects/components/status';
import { TeamPanel } from '../../features/projects/components/team-panel';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';
import { useSession } from '../../lib/session';
import type { Route } from './+types/project';

// The tabs with forms (zod, through lib/form) and the rating form load when shown, not with the page (issue #19,
// ADR 0011): the first screen is the Overview tab.
const DeliverablesPanel = lazy(() =>
  import('../../features/projects/components/deliverables-panel').then((module) => ({
    default: module.DeliverablesPanel,
  })),
);
const ExpensesPanel = lazy(() =>
  import('../../features/projects/components/expenses-panel').then((module) => ({ default: module.ExpensesPanel })),
);
const ProjectProfitPanel = lazy(() =>
  import('../../features/time/components/project-profit-panel').then((module) => ({
    default: module.ProjectProfitPanel,
  })),
);
const RatingForm = lazy(() =>
  import('../../features/projects/components/rating-form').then((module) => ({ default: module.RatingForm })),
);

export const meta = () => pageMeta({ title: 'Project', description: 'A project of the agency portal.', noIndex: true });

/** The project starts with the route's code (issue #19): the page renders once, with it. */
export const clientLoader = ({ params }: Route.ClientLoaderArgs) =>
  prefetchScreen(getQueryClient(), [projectQueryOptions(params.id)]);

export const shouldRevalidate = revalidateOnPathChange;

export default function ProjectPage() {
  const { t } = useTranslation('projects');
  const { t: tTime } = useTranslation('time');
  const { id = '' } = useParams();
  const sessionUser = useSession().data?.user;
  const role = sessionUser?.role;
  const navigate = useNavigate();
  const project = useProject(id);
  const remove = useDeleteProject();
  const [editing, setEditing] = useState(false);

  if (project.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('list.loading')} />
      </Center>
    );
  }
  if (project.isError) {
    const missing = project.error instanceof ApiError && project.error.status === 404;
    return (
      <Stack gap="md" align="flex-start">
        <Alert color={missing ? 'gray' : 'red'} title={missing ? t('detail.notFoundTitle') : t('detail.errorTitle')}>
          {missing ? t('detail.notFoundText') : errorMessage(project.error, t('list.errorText'))}
        </Alert>
        <Anchor component={Link} to="/dashboard/projects">
          {t('detail.back')}
        </Anchor>
      </Stack>
    );
  }

  const data = project.data;
  const canEdit = can(role, 'project:update');
  const canDelete = can(role, 'project:delete');
  const canManageDeliverables = can(role, 'deliverable:manage');
  const showExpenses = can(role, 'expense:manage');
  const showTasks = can(role, 'task:read');
  const showProfit = can(role, 'project-profit:read');
  const canRate = can(role, 'project:rate') && data.status === 'completed';

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('detail.deleteTitle'),
      children: <Text size="sm">{t('detail.deleteText', { name: data.name })}</Text>,
      labels: { confirm: t('detail.delete'), cancel: t('form.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(data.id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: t('detail.deleted', { name: data.name }) });
            navigate('/dashboard/projects', { replace: true });
          },
          onError: (error) =>
            notifications.show({ color: 'red', message: errorMessage(error, t('detail.deleteFailed')) }),
        }),
    });

  return (
    <Stack gap="md">
      <Anchor
        component={Link}
        to="/dashboard/projects"
        size="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={14} aria-hidden="true" />
        {t('detail.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} size="h2">
              {data.name}
            </Title>
            <Badge color={STATUS_COLOR[data.status]} variant="light" size="lg">
              {t(`status.${data.status}`)}
            </Badge>
          </Group>
          <Text c="dimmed">{data.clientName}</Text>
        </div>
        {(canEdit || canDelete) && (
          <Group gap="xs">
            {canEdit && (
              <Button
                variant="default"
                leftSection={<IconEdit size={16} aria-hidden="true" />}
                onClick={() => setEditing(true)}
              >
                {t('card.edit')}
              </Button>
            )}
            {canDelete && (
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={confirmDelete}
              >
                {t('detail.delete')}
              </Button>
            )}
          </Group>
        )}
      </Group>

      {canRate && (
        <Suspense fallback={null}>
          <RatingForm key={data.myRating?.updatedAt ?? 'new'} project={data} />
        </Suspense>
      )}

      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          <Tabs.Tab value="overview" leftSection={<IconInfoCircle size={16} aria-hidden="true" />}>
            {t('detail.tabs.overview')}
          </Tabs.Tab>
          <Tabs.Tab value="deliverables" leftSection={<IconChecklist size={16} aria-hidden="true" />}>
            {t('detail.tabs.deliverables')}
          </Tabs.Tab>
          <Tabs.Tab value="team" leftSection={<IconUsers size={16} aria-hidden="true" />}>
            {t('detail.tabs.team')}
          </Tabs.Tab>
          <Tabs.Tab value="messages" leftSection={<IconMessages size={16} aria-hidden="true" />}>
            {t('detail.tabs.messages')}
          </Tabs.Tab>
          {showTasks && (
            <Tabs.Tab value="tasks" leftSection={<IconListCheck size={16} aria-hidden="true" />}>
              {t('detail.tabs.tasks')}
            </Tabs.Tab>
          )}
          {showExpenses && (
            <Tabs.Tab value="expenses" leftSection={<IconReceipt size={16} aria-hidden="true" />}>
              {t('detail.tabs.expenses')}
            </Tabs.Tab>
          )}
          {showProfit && (
            <Tabs.Tab value="profit" leftSection={<IconClockDollar size={16} aria-hidden="true" />}>
              {tTime('profit.tab')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="overview">
          <ProjectOverview project={data} />
        </Tabs.Panel>
        <Tabs.Panel value="deliverables">
          <Suspense fallback={<TabLoading label={t('list.loading')} />}>
            <DeliverablesPanel projectId={data.id} deliverables={data.deliverables} canManage={canManageDeliverables} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="team">
          <TeamPanel project={data} canAssign={can(role, 'project:assign')} />
        </Tabs.Panel>
        <Tabs.Panel value="messages">
          {sessionUser && (
            <Card withBorder radius="md" padding="sm">
              <ThreadView projectId={data.id} me={{ id: sessionUser.id, role: sessionUser.role }} />
            </Card>
          )}
        </Tabs.Panel>
        {showTasks && (
          <Tabs.Panel value="tasks">
            <Card withBorder radius="md" padding="lg">
              <Stack gap="sm" align="flex-start">
                <Text>{t('detail.tasksText', { name: data.name })}</Text>
                <Button
                  component={Link}
                  to={`/dashboard/tasks?project=${data.id}`}
                  leftSection={<IconListCheck size={16} />}
                >
                  {t('detail.openTasks')}
                </Button>
              </Stack>
            </Card>
          </Tabs.Panel>
        )}
        {showProfit && (
          <Tabs.Panel value="profit">
            <Suspense fallback={<TabLoading label={t('list.loading')} />}>
              <ProjectProfitPanel projectId={data.id} />
            </Suspense>
          </Tabs.Panel>
        )}
        {showExpenses && (
          <Tabs.Panel value="expenses">
            <Suspense fallback={<TabLoading label={t('list.loading')} />}>
              <ExpensesPanel projectId={data.id} />
            </Suspense>
          </Tabs.Panel>
        )}
      </Tabs>

      <ProjectFormModal opened={editing} projectId={data.id} onClose={() => setEditing(false)} />
    </Stack>
  );
}

function TabLoading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}
