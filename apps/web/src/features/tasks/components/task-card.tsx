import type { TaskOnWire } from '@agency/shared/tasks';
import {
  ActionIcon,
  type ActionIconProps,
  Badge,
  Card,
  Group,
  Progress,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconCalendarDue, IconDotsVertical, IconFolder, IconMessage, IconUser } from '@tabler/icons-react';
import { type ComponentProps, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { OnIntent } from '../../../components/on-intent';
import { useFormat } from '../../../i18n/format';
import { progressColor } from '../../../lib/progress';
import { TaskChips } from './task-chips';
import { isOverdue, useOverdueColor } from './task-meta';

export interface TaskActions {
  open: (task: TaskOnWire) => void;
  edit: (task: TaskOnWire) => void;
  complete: (task: TaskOnWire) => void;
  assign: (task: TaskOnWire) => void;
  remove: (task: TaskOnWire) => void;
}

const loadMenu = () => import('./task-card-menu').then((module) => module.TaskCardMenu);

/** The card's menu button, the same before and after the menu's code has loaded (task-card-menu.tsx). */
export function TaskMenuButton({ title, ...props }: { title: string } & ActionIconProps & ComponentProps<'button'>) {
  const { t } = useTranslation('tasks');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={`${t('actions.menu')}: ${title}`}
      aria-haspopup="menu"
      {...props}
    >
      <IconDotsVertical size={18} aria-hidden="true" />
    </ActionIcon>
  );
}

/**
 * A task card (001 §2 My Tasks): priority and status chips, project, due date, progress from subtasks, tags, menu.
 * Memoised: the workspace re-renders on its filters, its projects and the screen's width, and a list of 25 cards is
 * the Tasks screen's heaviest render (issue #19); `actions` must be stable (useStableActions in tasks-workspace.tsx).
 */
export const TaskCard = memo(function TaskCard({ task, actions }: { task: TaskOnWire; actions: TaskActions }) {
  const { t } = useTranslation('tasks');
  const format = useFormat();
  const overdue = isOverdue(task);
  const overdueColor = useOverdueColor();

  return (
    <Card withBorder radius="md" padding="md" data-testid="task-card" data-task-id={task.id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <UnstyledButton onClick={() => actions.open(task)} style={{ minWidth: 0 }}>
            <Text fw={600} lineClamp={2}>
              {task.title}
            </Text>
          </UnstyledButton>
          <OnIntent load={loadMenu} placeholder={<TaskMenuButton title={task.title} aria-expanded={false} />}>
            {(TaskCardMenu, intent) => <TaskCardMenu task={task} actions={actions} intent={intent} />}
          </OnIntent>
        </Group>
        <TaskChips task={task} />
        <Group gap="md" c="dimmed" fz="sm" wrap="wrap">
          <Group gap={4} wrap="nowrap">
            <IconFolder size={14} aria-hidden="true" />
            <Text size="sm" c="dimmed" lineClamp={1}>
              {task.projectName ?? t('card.noProject')}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconCalendarDue size={14} aria-hidden="true" />
            <Text size="sm" c={overdue ? overdueColor : 'dimmed'}>
              {task.dueDate ? t('card.due', { date: format.date(task.dueDate) }) : t('card.noDueDate')}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconUser size={14} aria-hidden="true" />
            <Text size="sm" c="dimmed" lineClamp={1}>
              {task.assigneeName ?? t('card.unassigned')}
            </Text>
          </Group>
          {task.commentCount > 0 && (
            <Group gap={4} wrap="nowrap">
              <IconMessage size={14} aria-hidden="true" />
              <Text size="sm" c="dimmed">
                {t('card.comments', { count: task.commentCount })}
              </Text>
            </Group>
          )}
        </Group>
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {task.subtaskCount > 0
                ? t('card.subtasks', { done: task.subtasksDone, total: task.subtaskCount })
                : t('card.progress')}
            </Text>
            <Text size="xs" c="dimmed">
              {format.percent(task.progress / 100)}
            </Text>
          </Group>
          <Progress
            value={task.progress}
            color={progressColor(task.progress)}
            size="sm"
            aria-label={`${t('card.progress')}: ${format.percent(task.progress / 100)}`}
          />
        </Stack>
        {task.tags.length > 0 && (
          <Group gap={4}>
            {task.tags.map((tag) => (
              <Badge key={tag} size="sm" variant="outline" color="gray" tt="none">
                #{tag}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
});
