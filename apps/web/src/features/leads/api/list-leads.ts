import type { LeadStatus } from '@agency/shared/enums';
import { type LeadPage, listLeadsResponse } from '@agency/shared/leads';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export const LEADS_QUERY_KEY = ['leads'] as const;

export function listLeads(status: LeadStatus | null, cursor: string | null, signal?: AbortSignal): Promise<LeadPage> {
  const params = new URLSearchParams({ limit: '20' });
  if (status) params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  return apiFetch(`/leads?${params}`, { signal }, listLeadsResponse);
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
