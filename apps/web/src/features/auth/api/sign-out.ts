import { authAcknowledgement } from '@agency/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SESSION_QUERY_KEY } from '../../../lib/session';

export function signOut() {
  return apiFetch('/auth/sign-out', { method: 'POST', body: {} }, authAcknowledgement);
}

/** Ends the session on the server, then forgets everything cached for this user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // Spec 000 §7: sign-out errors are only logged; the user is signed out locally either way.
    onError: (error) => console.warn('Sign-out failed', error),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });
}
