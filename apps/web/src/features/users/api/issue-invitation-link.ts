import type { invitationLinkResponse } from '@agency/shared/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { INVITATIONS_QUERY_KEY } from './list-invitations';

/** A fresh link for an admin to pass on by hand (no SMTP, D14); the link mailed before stops working. */
export function issueInvitationLink(id: string) {
  return apiFetch(
    `/users/invitations/${encodeURIComponent(id)}/link`,
    { method: 'POST', body: {} },
    wireOf<typeof invitationLinkResponse>(),
  );
}

export function useIssueInvitationLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueInvitationLink,
    // The expiry moved with the new link.
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY }),
  });
}
