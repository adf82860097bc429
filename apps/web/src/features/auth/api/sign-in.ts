import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  role?: string | null;
}

/** Either signed in, or the password was right and the account asks for its second factor. */
export type SignInResult = { twoFactorRedirect: true } | { twoFactorRedirect?: false; user: SignedInUser };

export function signIn({ email, password }: SignInInput): Promise<SignInResult> {
  return apiFetch('/auth/sign-in/email', { method: 'POST', body: { email: email.trim(), password } });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
