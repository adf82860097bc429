import type { LeadStatus } from '@agency/shared/enums';
import type { LeadPageOnWire, listLeadsQuery, listLeadsResponse } from '@agency/shared/leads';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';

export const LEADS_QUERY_KEY = ['leads'] as const;

export function listLeads(
  status: LeadStatus | null,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<LeadPageOnWire> {
  const params = searchParamsOf<typeof listLeadsQuery>({ status, cursor, limit: 20 });
  return apiFetch(`/leads?${params}`, { signal }, wireOf<typeof listLeadsResponse>());
}

export const leadsQueryOptions = (status: LeadStatus | null) =>
  infiniteQueryOptions({
    queryKey: [...LEADS_QUERY_KEY, 'list', status],
    queryFn: ({ pageParam, signal }) => listLeads(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useLeads(status: LeadStatus | null) {
  return useInfiniteQuery(leadsQueryOptions(status));
}
