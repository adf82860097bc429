import { authAcknowledgement, compactCode } from '@agency/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { SESSIONS_QUERY_KEY } from './list-sessions';

/** Proves the authenticator app works; from then on sign-in asks for a code. The server renews this session. */
export function confirmTwoFactor(code: string) {
  return apiFetch(
    '/auth/two-factor/verify-totp',
    { method: 'POST', body: { code: compactCode(code) } },
    authAcknowledgement,
  );
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
      ]),
  });
}
