import { signedInResponse } from '@agency/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** Creates a CLIENT account when an admin has opened registration; no role is sent (the server ignores one). */
export function signUp({ name, email, password }: SignUpInput) {
  return apiFetch(
    '/auth/sign-up/email',
    { method: 'POST', body: { name: name.trim(), email: email.trim(), password } },
    signedInResponse,
  );
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
