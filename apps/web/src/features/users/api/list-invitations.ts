import type { Role } from '@agency/shared/enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
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

export function listInvitations(signal?: AbortSignal): Promise<{ items: Invitation[] }> {
  return apiFetch('/users/invitations', { signal });
}

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: INVITATIONS_QUERY_KEY, queryFn: ({ signal }) => listInvitations(signal) });

export function useInvitations() {
  return useQuery(invitationsQueryOptions());
}
