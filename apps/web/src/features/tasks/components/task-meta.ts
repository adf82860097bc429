import type { TaskPriority, TaskStatus } from '@agency/shared/enums';

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

/** Today as YYYY-MM-DD in the browser's zone: a task due before it and not done is overdue. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function isOverdue(task: { dueDate: string | null; status: TaskStatus }, today = localToday()): boolean {
  return task.status !== 'done' && task.dueDate !== null && task.dueDate < today;
}
