import type { TaskListSort } from '@agency/shared/tasks';

/** Every tasks query starts with this key, so one invalidation refreshes lists, counters and the open task. */
export const TASKS_KEY = ['tasks'] as const;

/** What a task list asks the server for (all applied on the server, 001 §9). */
export interface TaskFilters {
  q?: string;
  status?: string;
  priority?: string;
  project?: string;
  mine?: boolean;
  dueFrom?: string;
  dueTo?: string;
  sort: TaskListSort;
  limit?: number;
}

export function filterParams(filters: TaskFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || value === false) continue;
    params.set(key, String(value));
  }
  return params;
}
