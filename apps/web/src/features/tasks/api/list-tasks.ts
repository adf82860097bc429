import type { listTasksQuery, listTasksResponse, TaskPageOnWire } from '@agency/shared/tasks';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { TASKS_KEY, type TaskFilters } from './keys';

export function listTasks(filters: TaskFilters, cursor: string | null, signal?: AbortSignal): Promise<TaskPageOnWire> {
  // `mine: false` is "everyone's", which is the list's default: left out.
  const params = searchParamsOf<typeof listTasksQuery>({
    ...filters,
    mine: filters.mine || undefined,
    cursor,
  });
  return apiFetch(`/tasks?${params}`, { signal }, wireOf<typeof listTasksResponse>());
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
