import { TASK_PRIORITIES, TASK_STATUSES } from '@agency/shared/enums';
import type { TaskOnWire } from '@agency/shared/tasks';
import { DEFAULT_TASK_SORT, TASK_SORTS } from '@agency/shared/tasks-values';
import { Button, Center, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconChartBar, IconPlus, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredSelect } from '../../../components/deferred-select';
import { errorMessage } from '../../../lib/error-message';
import { useStableHandlers } from '../../../lib/stable-handlers';
import { useAddressFlag, useUrlSearch, useUrlState } from '../../../lib/url-state';
import { useDeleteTask } from '../api/delete-task';
import { boardFiltersOf, listFiltersOf, readTasksUrl, TASK_VIEWS } from '../api/screen';
import { useTaskProjects } from '../api/task-projects';
import { useUpdateTask } from '../api/update-task';
import { MyTasksView } from './my-tasks-view';
import type { TaskActions } from './task-card';
import { TaskListView } from './task-list-view';

const ALL = 'all';

// The task form, the drawer (its subtask and comment forms) and the picker load when opened, not with the page:
// their forms bring zod (lib/form), which the workspace's first screen does without (issue #19, ADR 0011).
// Likewise the board (drag and drop), the calendar and the analytics: the list is the view a screen opens with.
const KanbanView = lazy(() => import('./kanban-view').then((module) => ({ default: module.KanbanView })));
const CalendarView = lazy(() => import('./calendar-view').then((module) => ({ default: module.CalendarView })));
const AnalyticsModal = lazy(() => import('./analytics-modal').then((module) => ({ default: module.AnalyticsModal })));
const TaskFormModal = lazy(() => import('./task-form-modal').then((module) => ({ default: module.TaskFormModal })));
const TaskDrawer = lazy(() => import('./task-drawer').then((module) => ({ default: module.TaskDrawer })));
const AssignModal = lazy(() => import('./assign-modal').then((module) => ({ default: module.AssignModal })));

/**
 * The Tasks workspace (/dashboard/tasks): List, Kanban, Calendar and My Tasks, with the view, search, filters,
 * sort, calendar month and open task all in the URL (`?view=&q=&status=&priority=&project=&sort=&month=&task=`),
 * so reload, Back and shared links keep them.
 */
export function TasksWorkspace() {
  const { t } = useTranslation('tasks');
  const [params, update] = useUrlState();
  // The route's clientLoader reads the URL with the same function, and starts the queries the view reads.
  const url = readTasksUrl(params);
  const { view, status, priority, sort, project, q, openTaskId } = url;
  const narrow = useMediaQuery('(max-width: 62em)');

  // Search: typed at once, sent after a pause, kept in the URL.
  const [search, setSearch] = useUrlSearch(q, update);

  // New Task: the button, or ?new=1 (the header's quick action), whose close takes the flag off the address.
  const [creatingFromAddress, clearNew] = useAddressFlag();
  const [creatingHere, setCreating] = useState(false);
  const creating = creatingHere || creatingFromAddress;
  const [editing, setEditing] = useState<TaskOnWire | null>(null);
  const [assigning, setAssigning] = useState<TaskOnWire | null>(null);
  const [analyticsOpen, setAnalyticsOpen] = useState(false);
  const updateTask = useUpdateTask();
  const deleteTask = useDeleteTask();
  const projects = useTaskProjects();

  // One object for the workspace's life: TaskCard is memoised, and a new object each render would undo it.
  const actions: TaskActions = useStableHandlers({
    open: (task) => update({ task: task.id }),
    edit: (task) => setEditing(task),
    complete: (task) =>
      updateTask.mutate(
        { id: task.id, body: { status: 'done' } },
        {
          onSuccess: () => notifications.show({ color: 'green', message: t('toast.completed') }),
          onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t('toast.error')) }),
        },
      ),
    assign: (task) => setAssigning(task),
    remove: (task) =>
      modals.openConfirmModal({
        title: t('confirm.deleteTitle'),
        children: <Text size="sm">{t('confirm.deleteMessage', { title: task.title })}</Text>,
        labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          deleteTask.mutate(task.id, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('toast.deleted') });
              if (openTaskId === task.id) update({ task: null });
            },
            onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t('toast.error')) }),
          }),
      }),
  });

  const filters = listFiltersOf(url);

  const projectOptions = [
    { value: ALL, label: t('filters.allProjects') },
    { value: 'none', label: t('filters.noProject') },
    ...(projects.data?.items ?? []).map((p) => ({ value: p.id, label: p.name })),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label={t('views.label')}
          value={view}
          onChange={(value) => update({ view: value === 'list' ? null : value })}
          data={TASK_VIEWS.map((value) => ({ value, label: t(`views.${value}`) }))}
          size="sm"
        />
        <Group gap="xs">
          <Button variant="default" leftSection={<IconChartBar size={16} />} onClick={() => setAnalyticsOpen(true)}>
            {t('actions.analytics')}
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('actions.newTask')}
          </Button>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 2, md: view === 'list' ? 5 : view === 'mine' ? 2 : 4 }} spacing="sm">
        <TextInput
          style={{ gridColumn: narrow ? 'span 2' : undefined }}
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
          maxLength={200}
        />
        {view !== 'kanban' && view !== 'mine' && (
          <DeferredSelect
            label={t('filters.status')}
            data={[
              { value: ALL, label: t('filters.allStatuses') },
              ...TASK_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
            ]}
            value={status ?? ALL}
            onChange={(value) => update({ status: value === ALL ? null : value })}
            allowDeselect={false}
          />
        )}
        {view !== 'mine' && (
          <>
            <DeferredSelect
              label={t('filters.priority')}
              data={[
                { value: ALL, label: t('filters.allPriorities') },
                ...TASK_PRIORITIES.map((value) => ({ value, label: t(`priority.${value}`) })),
              ]}
              value={priority ?? ALL}
              onChange={(value) => update({ priority: value === ALL ? null : value })}
              allowDeselect={false}
            />
            <DeferredSelect
              label={t('filters.project')}
              data={projectOptions}
              value={project ?? ALL}
              onChange={(value) => update({ project: value === ALL ? null : value })}
              allowDeselect={false}
              searchable
            />
          </>
        )}
        {view === 'list' && (
          <DeferredSelect
            label={t('filters.sort')}
            data={TASK_SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
            value={sort}
            onChange={(value) => update({ sort: value === DEFAULT_TASK_SORT ? null : value })}
            allowDeselect={false}
          />
        )}
      </SimpleGrid>

      {view === 'list' && <TaskListView filters={filters} actions={actions} />}
      {view === 'kanban' && (
        <Suspense fallback={<ViewLoading />}>
          <KanbanView filters={boardFiltersOf(filters)} onOpen={actions.open} />
        </Suspense>
      )}
      {view === 'calendar' && (
        <Suspense fallback={<ViewLoading />}>
          <CalendarView
            filters={filters}
            month={url.month}
            onMonth={(month) => update({ month })}
            onOpen={actions.open}
          />
        </Suspense>
      )}
      {view === 'mine' && (
        <MyTasksView q={q} status={status} onStatus={(value) => update({ status: value })} actions={actions} />
      )}

      {/* Each in a boundary of its own that mounts with it: opened by a URL change (a navigation, so a transition),
          a boundary already on screen would hold the whole update until the code arrives, not show its fallback. */}
      {creating && (
        <Suspense fallback={null}>
          <TaskFormModal
            opened
            onClose={() => {
              setCreating(false);
              clearNew();
            }}
            defaultProjectId={project && project !== 'none' ? project : null}
          />
        </Suspense>
      )}
      {editing && (
        <Suspense fallback={null}>
          <TaskFormModal opened onClose={() => setEditing(null)} task={editing} />
        </Suspense>
      )}
      {assigning && (
        <Suspense fallback={null}>
          <AssignModal task={assigning} onClose={() => setAssigning(null)} />
        </Suspense>
      )}
      {openTaskId && (
        <Suspense fallback={null}>
          <TaskDrawer taskId={openTaskId} onClose={() => update({ task: null })} actions={actions} />
        </Suspense>
      )}
      {analyticsOpen && (
        <Suspense fallback={null}>
          <AnalyticsModal opened onClose={() => setAnalyticsOpen(false)} projectId={project} />
        </Suspense>
      )}
    </Stack>
  );
}

/** While a view's code arrives (once, on a slow phone). */
function ViewLoading() {
  return (
    <Center mih={200}>
      <Loader />
    </Center>
  );
}
