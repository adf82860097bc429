import { compactCode, signedInResponse } from '@agency/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export type SecondFactorMethod = 'totp' | 'backup';

export interface VerifyTwoFactorInput {
  method: SecondFactorMethod;
  code: string;
}

const PATHS: Record<SecondFactorMethod, string> = {
  totp: '/auth/two-factor/verify-totp',
  backup: '/auth/two-factor/verify-backup-code',
};

/** The second step of signing in: the pending sign-in lives in a short-lived cookie the first step set. */
export function verifyTwoFactor({ method, code }: VerifyTwoFactorInput) {
  return apiFetch(PATHS[method], { method: 'POST', body: { code: compactCode(code) } }, signedInResponse);
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor });
}
