import { signInResponse } from '@agency/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface SignInInput {
  email: string;
  password: string;
}

export function signIn({ email, password }: SignInInput) {
  return apiFetch('/auth/sign-in/email', { method: 'POST', body: { email: email.trim(), password } }, signInResponse);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
