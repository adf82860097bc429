import { authAcknowledgement } from '@agency/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SESSIONS_QUERY_KEY } from './list-sessions';

/** Signs one other device out by its session id: its session ends on the server at once. */
export function revokeSession(id: string) {
  return apiFetch('/auth/revoke-session', { method: 'POST', body: { id } }, authAcknowledgement);
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
