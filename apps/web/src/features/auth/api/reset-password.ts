import { authAcknowledgement } from '@agency/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

/** Sets the password from an e-mailed recovery link; the server ends every session of the account. */
export function resetPassword({ token, newPassword }: ResetPasswordInput) {
  return apiFetch('/auth/reset-password', { method: 'POST', body: { token, newPassword } }, authAcknowledgement);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
