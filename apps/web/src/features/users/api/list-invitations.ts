import { listInvitationsResponse } from '@agency/shared/invitations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export const INVITATIONS_QUERY_KEY = ['users', 'invitations'] as const;

export function listInvitations(signal?: AbortSignal) {
  return apiFetch('/users/invitations', { signal }, listInvitationsResponse);
}

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: INVITATIONS_QUERY_KEY, queryFn: ({ signal }) => listInvitations(signal) });

export function useInvitations() {
  return useQuery(invitationsQueryOptions());
}
