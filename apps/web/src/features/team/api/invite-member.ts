import type { InviteUserBody, invitationWithLinkSchema } from '@agency/shared/invitations';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';

/** Invite Member: the one invitation flow (D4), the same endpoint as the Users page; e-mailed through the outbox. */
export function inviteMember(input: InviteUserBody) {
  return apiFetch('/users/invitations', { method: 'POST', body: input }, wireOf<typeof invitationWithLinkSchema>());
}

export function useInviteMember() {
  return useMutation({ mutationFn: inviteMember });
}
