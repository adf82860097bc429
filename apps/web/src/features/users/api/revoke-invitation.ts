import type { invitationSchema } from '@agency/shared/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { INVITATIONS_QUERY_KEY } from './list-invitations';

export function revokeInvitation(id: string) {
  return apiFetch(
    `/users/invitations/${encodeURIComponent(id)}/revoke`,
    { method: 'POST', body: {} },
    wireOf<typeof invitationSchema>(),
  );
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY }),
  });
}
