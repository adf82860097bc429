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

/** Sends the invitation e-mail through the outbox (D4, D14). */
export function inviteUser(input: InviteUserInput): Promise<Invitation> {
  return apiFetch('/users/invitations', { method: 'POST', body: input });
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY }),
  });
}
