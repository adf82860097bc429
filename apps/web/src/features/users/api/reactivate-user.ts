import type { setUserActiveResponse } from '@agency/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { USERS_QUERY_KEY } from './list-users';

export function reactivateUser(id: string) {
  return apiFetch(
    `/users/${encodeURIComponent(id)}/reactivate`,
    { method: 'POST', body: {} },
    wireOf<typeof setUserActiveResponse>(),
  );
}

export function useReactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
