import type { ExpensePageOnWire, listExpensesQuery, listExpensesResponse } from '@agency/shared/projects';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { PROJECTS_KEY } from './keys';

export function listExpenses(
  projectId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ExpensePageOnWire> {
  const params = searchParamsOf<typeof listExpensesQuery>({ cursor, limit: 10 });
  return apiFetch(
    `/projects/${encodeURIComponent(projectId)}/expenses?${params}`,
    { signal },
    wireOf<typeof listExpensesResponse>(),
  );
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
