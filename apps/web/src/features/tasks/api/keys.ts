import type { listTasksQuery, TaskListSort } from '@agency/shared/tasks';
import type { SearchValues } from '../../../lib/search-params';

/** Every tasks query starts with this key, so one invalidation refreshes lists, counters and the open task. */
export const TASKS_KEY = ['tasks'] as const;

/** What a task list asks the server for (all applied on the server, 001 §9): the list query's own fields. */
export type TaskFilters = Omit<SearchValues<typeof listTasksQuery>, 'cursor' | 'sort'> & { sort: TaskListSort };
