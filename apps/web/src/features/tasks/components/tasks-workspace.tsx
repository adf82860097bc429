import { TASK_PRIORITIES, TASK_STATUSES } from '@agency/shared/enums';
import { DEFAULT_TASK_SORT, TASK_SORTS, type Task, type TaskSort } from '@agency/shared/tasks';
import { Button, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconChartBar, IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteTask } from '../api/delete-task';
import type { TaskFilters } from '../api/keys';
import { useTaskProjects } from '../api/task-projects';
import { useUpdateTask } from '../api/update-task';
import { AnalyticsModal } from './analytics-modal';
import { AssignModal } from './assign-modal';
import { CalendarView } from './calendar-view';
import { KanbanView } from './kanban-view';
import { MyTasksView } from './my-tasks-view';
import type { TaskActions } from './task-card';
import { TaskDrawer } from './task-drawer';
import { TaskFormModal } from './task-form-modal';
import { TaskListView } from './task-list-view';

const VIEWS = ['list', 'kanban', 'calendar', 'mine'] as const;
type View = (typeof VIEWS)[number];
const ALL = 'all';
const SEARCH_DEBOUNCE_MS = 300;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The Tasks workspace (/dashboard/tasks): List, Kanban, Calendar and My Tasks, with the view, search, filters,
 * sort, calendar month and open task all in the URL (`?view=&q=&status=&priority=&project=&sort=&month=&task=`),
 * so reload, Back and shared links keep them.
 */
export function TasksWorkspace() {
  const { t } = useTranslation('tasks');
  const [params, setParams] = useSearchParams();
  const view: View = oneOf(VIEWS, params.get('view')) ?? 'list';
  const status = oneOf(TASK_STATUSES, params.get('status')) ?? null;
  const priority = oneOf(TASK_PRIORITIES, params.get('priority')) ?? null;
  const sort: TaskSort = oneOf(TASK_SORTS, params.get('sort')) ?? DEFAULT_TASK_SORT;
  const project = params.get('project');
  const q = params.get('q') ?? '';
  const openTaskId = params.get('task');

  const update = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  // Search: typed at once, sent after a pause, kept in the URL.
  const [search, setSearch] = useState(q);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text drives the URL.
  useEffect(() => {
    if (debounced.trim() !== q) update({ q: debounced.trim() || null }, true);
  }, [debounced]);
  useEffect(() => setSearch((current) => (current.trim() === q ? current : q)), [q]);

  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Task | null>(null);
  const [assigning, setAssigning] = useState<Task | null>(null);
  const [analyticsOpen, setAnalyticsOpen] = useState(false);
  const updateTask = useUpdateTask();
  const deleteTask = useDeleteTask();
  const projects = useTaskProjects();

  const actions: TaskActions = {
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
  };

  const filters: TaskFilters = {
    q: q || undefined,
    status: status ?? undefined,
    priority: priority ?? undefined,
    project: project ?? undefined,
    sort,
  };

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
          data={VIEWS.map((value) => ({ value, label: t(`views.${value}`) }))}
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

      <SimpleGrid cols={{ base: 1, xs: 2, md: view === 'list' ? 5 : 4 }} spacing="sm">
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
          maxLength={200}
        />
        {view !== 'kanban' && (
          <Select
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
            <Select
              label={t('filters.priority')}
              data={[
                { value: ALL, label: t('filters.allPriorities') },
                ...TASK_PRIORITIES.map((value) => ({ value, label: t(`priority.${value}`) })),
              ]}
              value={priority ?? ALL}
              onChange={(value) => update({ priority: value === ALL ? null : value })}
              allowDeselect={false}
            />
            <Select
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
          <Select
            label={t('filters.sort')}
            data={TASK_SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
            value={sort}
            onChange={(value) => update({ sort: value === DEFAULT_TASK_SORT ? null : value })}
            allowDeselect={false}
          />
        )}
      </SimpleGrid>

      {view === 'list' && <TaskListView filters={filters} actions={actions} />}
      {view === 'kanban' && <KanbanView filters={{ ...filters, status: undefined }} onOpen={actions.open} />}
      {view === 'calendar' && (
        <CalendarView
          filters={filters}
          month={params.get('month')}
          onMonth={(month) => update({ month })}
          onOpen={actions.open}
        />
      )}
      {view === 'mine' && (
        <MyTasksView q={q} status={status} onStatus={(value) => update({ status: value })} actions={actions} />
      )}

      <TaskFormModal
        opened={creating}
        onClose={() => setCreating(false)}
        defaultProjectId={project && project !== 'none' ? project : null}
      />
      <TaskFormModal opened={Boolean(editing)} onClose={() => setEditing(null)} task={editing} />
      <AssignModal task={assigning} onClose={() => setAssigning(null)} />
      <AnalyticsModal opened={analyticsOpen} onClose={() => setAnalyticsOpen(false)} projectId={project} />
      <TaskDrawer taskId={openTaskId} onClose={() => update({ task: null })} actions={actions} />
    </Stack>
  );
}
