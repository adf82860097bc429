import type { TaskOnWire } from '@agency/shared/tasks';
import { ActionIcon, Badge, Card, Group, Menu, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconCalendarDue,
  IconCheck,
  IconDotsVertical,
  IconFolder,
  IconMessage,
  IconPencil,
  IconTrash,
  IconUser,
  IconUserShare,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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

/** A task card (001 §2 My Tasks): priority and status chips, project, due date, progress from subtasks, tags, menu. */
export function TaskCard({ task, actions }: { task: TaskOnWire; actions: TaskActions }) {
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
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`${t('actions.menu')}: ${task.title}`}>
                <IconDotsVertical size={18} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => actions.edit(task)}>
                {t('actions.editTask')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconCheck size={16} />}
                disabled={task.status === 'done'}
                onClick={() => actions.complete(task)}
              >
                {t('actions.markComplete')}
              </Menu.Item>
              <Menu.Item leftSection={<IconUserShare size={16} />} onClick={() => actions.assign(task)}>
                {t('actions.assignToOthers')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => actions.remove(task)}>
                {t('actions.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
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
}
