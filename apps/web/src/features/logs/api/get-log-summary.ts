import type { logFilters, logSummaryResponse } from '@agency/shared/logs';
import type { LogKind } from '@agency/shared/logs-values';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { filterValues, type LogFilterState } from '../filters';
import { LOGS_POLL_MS } from './list-logs';

export function getLogSummary(kind: LogKind, filters: LogFilterState, signal?: AbortSignal) {
  const params = searchParamsOf<typeof logFilters>(filterValues(filters));
  return apiFetch(`/logs/${kind}/summary?${params}`, { signal }, wireOf<typeof logSummaryResponse>());
}

export const logSummaryQueryOptions = (kind: LogKind, filters: LogFilterState) =>
  queryOptions({
    queryKey: ['logs', kind, 'summary', filters],
    queryFn: ({ signal }) => getLogSummary(kind, filters, signal),
  });

export function useLogSummary(kind: LogKind, filters: LogFilterState, enabled = true) {
  return useQuery({
    ...logSummaryQueryOptions(kind, filters),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: LOGS_POLL_MS,
  });
}
