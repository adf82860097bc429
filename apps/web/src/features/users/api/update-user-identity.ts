import type { UpdateUserIdentityBody, userIdentityResponse } from '@agency/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { USERS_QUERY_KEY } from './list-users';

export function updateUserIdentity({ id, ...patch }: UpdateUserIdentityBody & { id: string }) {
  return apiFetch(
    `/users/${encodeURIComponent(id)}/identity`,
    { method: 'PATCH', body: patch },
    wireOf<typeof userIdentityResponse>(),
  );
}

export function useUpdateUserIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserIdentity,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
