import type { TaskPriority, TaskStatus } from '@agency/shared/enums';
import { useComputedColorScheme } from '@mantine/core';
import { today } from '../../../lib/today';

export const STATUS_COLOR: Record<TaskStatus, string> = {
  todo: 'gray',
  'in-progress': 'blue',
  review: 'grape',
  done: 'green',
};

export const PRIORITY_COLOR: Record<TaskPriority, string> = {
  low: 'gray',
  medium: 'blue',
  high: 'orange',
  urgent: 'red',
};

/** A task due before today (the user's, lib/today.ts) and not done is overdue. */
export function isOverdue(task: { dueDate: string | null; status: TaskStatus }, day = today()): boolean {
  return task.status !== 'done' && task.dueDate !== null && task.dueDate < day;
}

/** Overdue red that keeps a 4.5:1 contrast on either scheme's surface. */
export function useOverdueColor(): string {
  return useComputedColorScheme('light') === 'dark' ? 'red.4' : 'red.8';
}
