import { authAcknowledgement } from '@agency/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { SESSIONS_QUERY_KEY } from './list-sessions';

export function disableTwoFactor(password: string) {
  return apiFetch('/auth/two-factor/disable', { method: 'POST', body: { password } }, authAcknowledgement);
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
      ]),
  });
}
