import type { listInvitationsQuery, listInvitationsResponse } from '@agency/shared/invitations';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';

export const INVITATIONS_QUERY_KEY = ['users', 'invitations'] as const;

export function listInvitations(cursor: string | null, signal?: AbortSignal) {
  const params = searchParamsOf<typeof listInvitationsQuery>({ cursor, limit: 20 });
  return apiFetch(`/users/invitations?${params}`, { signal }, wireOf<typeof listInvitationsResponse>());
}

export const invitationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: INVITATIONS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => listInvitations(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useInvitations() {
  return useInfiniteQuery(invitationsQueryOptions());
}
