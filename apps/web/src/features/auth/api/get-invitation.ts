import type { invitationPreviewSchema } from '@agency/shared/invitations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';

/** 404 INVITATION_INVALID, 410 INVITATION_EXPIRED or 409 INVITATION_USED when the link cannot be used. */
export function getInvitation(token: string, signal?: AbortSignal) {
  return apiFetch(`/invitations/${encodeURIComponent(token)}`, { signal }, wireOf<typeof invitationPreviewSchema>());
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitations', token],
    queryFn: ({ signal }) => getInvitation(token, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useInvitation(token: string, enabled = true) {
  return useQuery({ ...invitationQueryOptions(token), enabled });
}
