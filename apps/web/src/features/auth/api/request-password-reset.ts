import { authAcknowledgement } from '@agency/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** Always answers the same whether or not the address has an account, so it cannot be used to probe for one. */
export function requestPasswordReset(email: string) {
  return apiFetch(
    '/auth/request-password-reset',
    { method: 'POST', body: { email: email.trim() } },
    authAcknowledgement,
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
