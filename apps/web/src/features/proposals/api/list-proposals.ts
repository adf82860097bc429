import type { ProposalStatus } from '@agency/shared/enums';
import { listProposalsResponse, type ProposalPage } from '@agency/shared/proposals';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { PROPOSALS_KEY } from './keys';

export interface ProposalFilter {
  status: ProposalStatus | null;
  q: string;
}

export function listProposals(
  filter: ProposalFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProposalPage> {
  const params = new URLSearchParams({ limit: '20' });
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  if (cursor) params.set('cursor', cursor);
  return apiFetch(`/proposals?${params}`, { signal }, listProposalsResponse);
}

export const proposalsQueryOptions = (filter: ProposalFilter) =>
  infiniteQueryOptions({
    queryKey: [...PROPOSALS_KEY, 'list', filter.status, filter.q],
    queryFn: ({ pageParam, signal }) => listProposals(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useProposals(filter: ProposalFilter) {
  return useInfiniteQuery(proposalsQueryOptions(filter));
}
