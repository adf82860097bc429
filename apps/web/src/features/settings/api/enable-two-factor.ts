import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface TwoFactorSetup {
  /** otpauth:// URI holding the secret; drawn as a QR code in the browser, never sent elsewhere. */
  totpURI: string;
  backupCodes: string[];
}

/** Starts enrolment: nothing changes for sign-in until a code from the app is confirmed. */
export function enableTwoFactor(password: string): Promise<TwoFactorSetup> {
  return apiFetch('/auth/two-factor/enable', { method: 'POST', body: { password } });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
