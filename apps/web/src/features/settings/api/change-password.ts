import { authAcknowledgement } from '@agency/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { SESSIONS_QUERY_KEY } from './list-sessions';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
}

export function changePassword(input: ChangePasswordInput) {
  return apiFetch('/auth/change-password', { method: 'POST', body: input }, authAcknowledgement);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // Signing out elsewhere gives this device a new session too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
      ]),
  });
}
