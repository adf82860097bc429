import type { AcceptInvitationBody, acceptInvitationResponse } from '@agency/shared/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { invitationQueryOptions } from './get-invitation';

/** Creates the invited account with this password; the answer also carries the new session's cookie. */
export function acceptInvitation(input: AcceptInvitationBody) {
  return apiFetch('/invitations/accept', { method: 'POST', body: input }, wireOf<typeof acceptInvitationResponse>());
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    // The link is spent: a later visit must ask the server again rather than trust the cached preview (this page
    // keeps showing its success meanwhile, hence no refetch now).
    onSuccess: (_data, { token }) =>
      queryClient.invalidateQueries({ queryKey: invitationQueryOptions(token).queryKey, refetchType: 'none' }),
  });
}
