import type { overviewQuery, overviewResponse } from '@agency/shared/overview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';

/** The browser's offset from UTC in minutes east: the API computes "today" and "this month" as the browser's. */
export function browserUtcOffset(date = new Date()): number {
  return -date.getTimezoneOffset();
}

export function getOverview(signal?: AbortSignal) {
  // No schema at run time: the overview is the first screen, which does not load zod (ADR 0011).
  const params = searchParamsOf<typeof overviewQuery>({ utcOffset: browserUtcOffset() });
  return apiFetch(`/overview?${params}`, { signal }, wireOf<typeof overviewResponse>());
}

export const overviewQueryOptions = () =>
  queryOptions({ queryKey: ['overview'], queryFn: ({ signal }) => getOverview(signal) });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
