import type { ProposalStatus } from '@agency/shared/enums';
import type { listProposalsQuery, listProposalsResponse, ProposalPageOnWire } from '@agency/shared/proposals';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { PROPOSALS_KEY } from './keys';

export interface ProposalFilter {
  status: ProposalStatus | null;
  q: string;
}

export function listProposals(
  filter: ProposalFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProposalPageOnWire> {
  const params = searchParamsOf<typeof listProposalsQuery>({ ...filter, cursor, limit: 20 });
  return apiFetch(`/proposals?${params}`, { signal }, wireOf<typeof listProposalsResponse>());
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
