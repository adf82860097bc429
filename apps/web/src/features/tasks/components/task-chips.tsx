import type { TaskOnWire } from '@agency/shared/tasks';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isOverdue, PRIORITY_COLOR, STATUS_COLOR } from './task-meta';

/** A task's priority and status chips, and the overdue flag: the same on the card and in the drawer. */
export function TaskChips({ task }: { task: Pick<TaskOnWire, 'priority' | 'status' | 'dueDate'> }) {
  const { t } = useTranslation('tasks');
  return (
    <Group gap={6}>
      <Badge color={PRIORITY_COLOR[task.priority]} variant="light">
        {t(`priority.${task.priority}`)}
      </Badge>
      <Badge color={STATUS_COLOR[task.status]} variant="dot">
        {t(`status.${task.status}`)}
      </Badge>
      {isOverdue(task) && (
        <Badge color="red.8" variant="filled">
          {t('card.overdue')}
        </Badge>
      )}
    </Group>
  );
}
