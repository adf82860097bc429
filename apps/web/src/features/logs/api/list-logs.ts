import type { listLogsQuery, listLogsResponse } from '@agency/shared/logs';
import type { LogKind } from '@agency/shared/logs-values';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { filterValues, type LogFilterState } from '../filters';

const PAGE_SIZE = 25;

/**
 * The live stream reads the Logs again on every change it reports (lib/live.ts, LOGS_QUERY_KEY). Records no event
 * announces to this user (another person's sign-in in System Logs) arrive with this poll, which TanStack Query
 * pauses while the tab is hidden (refetchIntervalInBackground is off), so only a visible page polls.
 */
export const LOGS_POLL_MS = 30_000;

export function listLogs(kind: LogKind, filters: LogFilterState, cursor: string | null, signal?: AbortSignal) {
  const params = searchParamsOf<typeof listLogsQuery>({ ...filterValues(filters), cursor, limit: PAGE_SIZE });
  return apiFetch(`/logs/${kind}?${params}`, { signal }, wireOf<typeof listLogsResponse>());
}

export const logsQueryOptions = (kind: LogKind, filters: LogFilterState) =>
  infiniteQueryOptions({
    queryKey: ['logs', kind, 'list', filters],
    queryFn: ({ pageParam, signal }) => listLogs(kind, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useLogs(kind: LogKind, filters: LogFilterState, enabled = true) {
  return useInfiniteQuery({
    ...logsQueryOptions(kind, filters),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: LOGS_POLL_MS,
  });
}
