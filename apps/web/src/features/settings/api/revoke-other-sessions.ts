import { authAcknowledgement } from '@agency/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SESSIONS_QUERY_KEY } from './list-sessions';

/** "Sign out elsewhere": every session but this one ends. */
export function revokeOtherSessions() {
  return apiFetch('/auth/revoke-other-sessions', { method: 'POST', body: {} }, authAcknowledgement);
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
