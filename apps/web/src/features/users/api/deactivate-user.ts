import type { setUserActiveResponse } from '@agency/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { USERS_QUERY_KEY } from './list-users';

/** The user can no longer sign in, and every session of theirs ends at once. */
export function deactivateUser(id: string) {
  return apiFetch(
    `/users/${encodeURIComponent(id)}/deactivate`,
    { method: 'POST', body: {} },
    wireOf<typeof setUserActiveResponse>(),
  );
}

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
