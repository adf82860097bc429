import type { InviteUserBody, invitationWithLinkSchema } from '@agency/shared/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { INVITATIONS_QUERY_KEY } from './list-invitations';

/** Sends the invitation e-mail through the outbox (D4, D14). */
export function inviteUser(input: InviteUserBody) {
  return apiFetch('/users/invitations', { method: 'POST', body: input }, wireOf<typeof invitationWithLinkSchema>());
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY }),
  });
}
