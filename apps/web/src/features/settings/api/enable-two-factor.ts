import { twoFactorSetupResponse } from '@agency/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** Starts enrolment: nothing changes for sign-in until a code from the app is confirmed. */
export function enableTwoFactor(password: string) {
  return apiFetch('/auth/two-factor/enable', { method: 'POST', body: { password } }, twoFactorSetupResponse);
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
