import { listInvitationsResponse } from '@agency/shared/invitations';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export const INVITATIONS_QUERY_KEY = ['users', 'invitations'] as const;

export function listInvitations(cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: '20' });
  if (cursor) params.set('cursor', cursor);
  return apiFetch(`/users/invitations?${params}`, { signal }, listInvitationsResponse);
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
