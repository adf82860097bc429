import { TASK_STATUSES, type TaskStatus } from '@agency/shared/enums';
import type { TaskOnWire } from '@agency/shared/tasks';
import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  type UniqueIdentifier,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarDue, IconFolder, IconGripVertical } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { TASKS_KEY, type TaskFilters } from '../api/keys';
import { useTasks } from '../api/list-tasks';
import { moveTask } from '../api/move-task';
import { isOverdue, PRIORITY_COLOR, STATUS_COLOR, useOverdueColor } from './task-meta';

type Columns = Record<TaskStatus, TaskOnWire[]>;

const isStatus = (id: UniqueIdentifier): id is TaskStatus => (TASK_STATUSES as readonly string[]).includes(String(id));

function group(tasks: TaskOnWire[]): Columns {
  const columns = Object.fromEntries(TASK_STATUSES.map((status) => [status, [] as TaskOnWire[]])) as Columns;
  for (const task of tasks) columns[task.status].push(task);
  return columns;
}

/**
 * The Kanban (D10 statuses as columns). Dragging a card (mouse, touch or keyboard) changes its status and order at
 * once on screen, then persists it with the card it now sits before; a refusal puts the board back as the server has it.
 */
export function KanbanView({ filters, onOpen }: { filters: TaskFilters; onOpen: (task: TaskOnWire) => void }) {
  const { t } = useTranslation('tasks');
  const queryClient = useQueryClient();
  // The board's own filters (boardFiltersOf), as the route's clientLoader started them.
  const tasks = useTasks(filters);
  const serverColumns = useMemo(() => group(tasks.data?.pages.flatMap((page) => page.items) ?? []), [tasks.data]);
  const [override, setOverride] = useState<Columns | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const start = useRef<{ status: TaskStatus; nextId: string | null } | null>(null);
  const columns = override ?? serverColumns;

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // On touch screens a press-and-hold picks a card up, so a swipe still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const columnOf = (id: UniqueIdentifier, from: Columns = columns): TaskStatus | null => {
    if (isStatus(id)) return id;
    return TASK_STATUSES.find((status) => from[status].some((task) => task.id === id)) ?? null;
  };
  const taskById = (id: UniqueIdentifier) =>
    TASK_STATUSES.flatMap((status) => columns[status]).find((task) => task.id === id);
  const columnLabel = (id: UniqueIdentifier | undefined) => {
    const status = id === undefined ? null : columnOf(id);
    return status ? t(`status.${status}`) : '';
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    const status = columnOf(active.id);
    if (!status) return;
    const list = columns[status];
    const index = list.findIndex((task) => task.id === active.id);
    start.current = { status, nextId: list[index + 1]?.id ?? null };
    setActiveId(String(active.id));
    setOverride(columns);
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    setOverride((previous) => {
      const current = previous ?? columns;
      const from = columnOf(active.id, current);
      const to = columnOf(over.id, current);
      if (!from || !to || from === to) return current;
      const moving = current[from].find((task) => task.id === active.id);
      if (!moving) return current;
      const target = current[to];
      const overIndex = isStatus(over.id) ? target.length : target.findIndex((task) => task.id === over.id);
      const index = overIndex < 0 ? target.length : overIndex;
      return {
        ...current,
        [from]: current[from].filter((task) => task.id !== active.id),
        [to]: [...target.slice(0, index), { ...moving, status: to }, ...target.slice(index)],
      };
    });
  };

  const finish = () => {
    setActiveId(null);
    start.current = null;
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const origin = start.current;
    finish();
    if (!over || !origin) {
      setOverride(null);
      return;
    }
    const current = override ?? columns;
    const to = columnOf(over.id, current);
    const from = columnOf(active.id, current);
    if (!to || !from) {
      setOverride(null);
      return;
    }
    let next = current;
    if (from === to && !isStatus(over.id) && over.id !== active.id) {
      const list = current[to];
      next = {
        ...current,
        [to]: arrayMove(
          list,
          list.findIndex((task) => task.id === active.id),
          list.findIndex((task) => task.id === over.id),
        ),
      };
    }
    const list = next[to];
    const index = list.findIndex((task) => task.id === active.id);
    const beforeId = list[index + 1]?.id ?? null;
    if (to === origin.status && beforeId === origin.nextId) {
      setOverride(null);
      return;
    }
    setOverride(next);
    const id = String(active.id);
    moveTask({ id, body: { status: to, beforeId } })
      .then(async () => {
        await queryClient.invalidateQueries({ queryKey: TASKS_KEY });
        setOverride(null);
      })
      .catch((error: unknown) => {
        setOverride(null);
        notifications.show({ color: 'red', message: errorMessage(error, t('toast.moveFailed')) });
        void queryClient.invalidateQueries({ queryKey: TASKS_KEY });
      });
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('kanban.picked', { title: taskById(active.id)?.title ?? '' }),
    onDragOver: ({ active, over }) =>
      over ? t('kanban.over', { title: taskById(active.id)?.title ?? '', column: columnLabel(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('kanban.dropped', { title: taskById(active.id)?.title ?? '', column: columnLabel(over.id) }) : undefined,
    onDragCancel: () => t('kanban.cancelled'),
  };

  if (tasks.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (tasks.isError) return <Alert color="red">{t('errors.load')}</Alert>;

  const active = activeId ? taskById(activeId) : undefined;
  return (
    <Stack>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          finish();
          setOverride(null);
        }}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('kanban.instructions') } }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {TASK_STATUSES.map((status) => (
            <Column key={status} status={status} tasks={columns[status]} onOpen={onOpen} />
          ))}
        </SimpleGrid>
        <DragOverlay>{active ? <KanbanCard task={active} overlay /> : null}</DragOverlay>
      </DndContext>
      {tasks.hasNextPage && (
        <Center>
          <Button variant="default" onClick={() => tasks.fetchNextPage()} loading={tasks.isFetchingNextPage}>
            {t('actions.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}

function Column({
  status,
  tasks,
  onOpen,
}: {
  status: TaskStatus;
  tasks: TaskOnWire[];
  onOpen: (task: TaskOnWire) => void;
}) {
  const { t } = useTranslation('tasks');
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <Paper
      ref={setNodeRef}
      radius="md"
      p="sm"
      withBorder
      bg="var(--mantine-color-default-hover)"
      data-testid={`kanban-column-${status}`}
      aria-label={t(`status.${status}`)}
      role="region"
      style={{ outline: isOver ? '2px solid var(--mantine-primary-color-filled)' : undefined, minHeight: 160 }}
    >
      <Group justify="space-between" mb="sm">
        <Badge color={STATUS_COLOR[status]} variant="light" size="lg">
          {t(`status.${status}`)}
        </Badge>
        <Text size="sm">{t('kanban.count', { count: tasks.length })}</Text>
      </Group>
      <SortableContext items={tasks.map((task) => task.id)} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" mih={80}>
          {tasks.map((task) => (
            <SortableCard key={task.id} task={task} onOpen={onOpen} />
          ))}
          {tasks.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="md">
              {t('empty.column')}
            </Text>
          )}
        </Stack>
      </SortableContext>
    </Paper>
  );
}

function SortableCard({ task, onOpen }: { task: TaskOnWire; onOpen: (task: TaskOnWire) => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
  });
  // Mouse and touch pick up the whole card; the keyboard picks it up from its handle, so the title stays a button.
  const { onKeyDown, ...pointerListeners } = listeners ?? {};
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.4 : 1 }}
      {...pointerListeners}
      data-testid="kanban-card"
      data-task-id={task.id}
    >
      <KanbanCard
        task={task}
        onOpen={onOpen}
        handle={{ ref: setActivatorNodeRef, props: { ...attributes, onKeyDown } }}
      />
    </div>
  );
}

interface Handle {
  ref: (element: HTMLElement | null) => void;
  props: Record<string, unknown>;
}

function KanbanCard({
  task,
  onOpen,
  overlay,
  handle,
}: {
  task: TaskOnWire;
  onOpen?: (task: TaskOnWire) => void;
  overlay?: boolean;
  handle?: Handle;
}) {
  const { t } = useTranslation('tasks');
  const format = useFormat();
  const overdue = isOverdue(task);
  const overdueColor = useOverdueColor();
  return (
    <Card withBorder radius="md" padding="sm" shadow={overlay ? 'md' : undefined} style={{ cursor: 'grab' }}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap={4}>
          <UnstyledButton onClick={() => onOpen?.(task)} style={{ textAlign: 'start', minWidth: 0 }}>
            <Text fw={600} size="sm" lineClamp={2}>
              {task.title}
            </Text>
          </UnstyledButton>
          <ActionIcon
            ref={handle?.ref}
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('kanban.handle', { title: task.title })}
            {...handle?.props}
            aria-roledescription={t('kanban.roleDescription')}
          >
            <IconGripVertical size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
        <Group gap={4}>
          <Badge size="sm" color={PRIORITY_COLOR[task.priority]} variant="light">
            {t(`priority.${task.priority}`)}
          </Badge>
          {task.subtaskCount > 0 && (
            <Badge size="sm" variant="outline" color="gray" tt="none">
              {t('card.subtasks', { done: task.subtasksDone, total: task.subtaskCount })}
            </Badge>
          )}
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconFolder size={14} aria-hidden="true" />
          <Text size="xs" c="dimmed" lineClamp={1}>
            {task.projectName ?? t('card.noProject')}
          </Text>
        </Group>
        {task.dueDate && (
          <Group gap={4} wrap="nowrap">
            <IconCalendarDue size={14} aria-hidden="true" />
            <Text size="xs" c={overdue ? overdueColor : 'dimmed'}>
              {t('card.due', { date: format.date(task.dueDate) })}
            </Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
