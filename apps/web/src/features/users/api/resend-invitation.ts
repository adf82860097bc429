import type { invitationSchema } from '@agency/shared/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { INVITATIONS_QUERY_KEY } from './list-invitations';

/** A new link and a new expiry; the old link stops working. */
export function resendInvitation(id: string) {
  return apiFetch(
    `/users/invitations/${encodeURIComponent(id)}/resend`,
    { method: 'POST', body: {} },
    wireOf<typeof invitationSchema>(),
  );
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY }),
  });
}
