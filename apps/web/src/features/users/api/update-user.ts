import type { UpdateUserBody, updateUserResponse } from '@agency/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { USERS_QUERY_KEY } from './list-users';

export function updateUser({ id, ...patch }: UpdateUserBody & { id: string }) {
  return apiFetch(
    `/users/${encodeURIComponent(id)}`,
    { method: 'PATCH', body: patch },
    wireOf<typeof updateUserResponse>(),
  );
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
