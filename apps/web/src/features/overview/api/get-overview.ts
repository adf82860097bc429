import type { overviewResponse } from '@agency/shared/overview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';

/** The browser's offset from UTC in minutes east: the API computes "today" and "this month" as the browser's. */
export function browserUtcOffset(date = new Date()): number {
  return -date.getTimezoneOffset();
}

export function getOverview(signal?: AbortSignal) {
  return apiFetch(`/overview?utcOffset=${browserUtcOffset()}`, { signal }, wireOf<typeof overviewResponse>());
}

export const overviewQueryOptions = () =>
  queryOptions({ queryKey: ['overview'], queryFn: ({ signal }) => getOverview(signal) });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
