import { type ExpensePage, listExpensesResponse } from '@agency/shared/projects';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { PROJECTS_KEY } from './keys';

export function listExpenses(projectId: string, cursor: string | null, signal?: AbortSignal): Promise<ExpensePage> {
  const params = new URLSearchParams({ limit: '10' });
  if (cursor) params.set('cursor', cursor);
  return apiFetch(`/projects/${encodeURIComponent(projectId)}/expenses?${params}`, { signal }, listExpensesResponse);
}

export const expensesQueryOptions = (projectId: string) =>
  infiniteQueryOptions({
    queryKey: [...PROJECTS_KEY, 'expenses', projectId],
    queryFn: ({ pageParam, signal }) => listExpenses(projectId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useExpenses(projectId: string) {
  return useInfiniteQuery(expensesQueryOptions(projectId));
}
