import { listTasksResponse, type TaskPage } from '@agency/shared/tasks';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { filterParams, TASKS_KEY, type TaskFilters } from './keys';

export function listTasks(filters: TaskFilters, cursor: string | null, signal?: AbortSignal): Promise<TaskPage> {
  const params = filterParams(filters);
  if (cursor) params.set('cursor', cursor);
  return apiFetch(`/tasks?${params}`, { signal }, listTasksResponse);
}

export const tasksQueryOptions = (filters: TaskFilters) =>
  infiniteQueryOptions({
    queryKey: [...TASKS_KEY, 'list', filters],
    queryFn: ({ pageParam, signal }) => listTasks(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useTasks(filters: TaskFilters) {
  return useInfiniteQuery(tasksQueryOptions(filters));
}
