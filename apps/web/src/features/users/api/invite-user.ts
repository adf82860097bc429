import type { Role } from '@agency/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { INVITATIONS_QUERY_KEY, type Invitation } from './list-invitations';

export interface InviteUserInput {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** The client organisation; required for CLIENT, ignored for staff. */
  clientId?: string | null;
}

export interface InvitationCreated extends Invitation {
  /** The link the e-mail carries, for the admin to pass on when mail is not delivered (D14). */
  inviteUrl?: string;
  deliveryConfigured?: boolean;
}

/** Sends the invitation e-mail through the outbox (D4, D14). */
export function inviteUser(input: InviteUserInput): Promise<InvitationCreated> {
  return apiFetch('/users/invitations', { method: 'POST', body: input });
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY }),
  });
}
