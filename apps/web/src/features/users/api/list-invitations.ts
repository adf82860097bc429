import type { Role } from '@agency/shared/enums';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface Invitation {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  clientId: string | null;
  /** pending, accepted or revoked; a pending one past expiresAt can only be resent. */
  status: string;
  expiresAt: string;
  createdAt: string;
}

export const INVITATIONS_QUERY_KEY = ['users', 'invitations'] as const;

export interface InvitationPage {
  items: Invitation[];
  nextCursor: string | null;
}

export function listInvitations(cursor: string | null, signal?: AbortSignal): Promise<InvitationPage> {
  const params = new URLSearchParams({ limit: '20' });
  if (cursor) params.set('cursor', cursor);
  return apiFetch(`/users/invitations?${params}`, { signal });
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
