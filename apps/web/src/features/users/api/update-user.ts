import type { Role } from '@agency/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { USERS_QUERY_KEY } from './list-users';

export interface UpdateUserInput {
  id: string;
  role?: Role;
  /** A CLIENT user's organisation; null detaches them. */
  clientId?: string | null;
}

export function updateUser({ id, ...patch }: UpdateUserInput): Promise<{ id: string; role: Role }> {
  return apiFetch(`/users/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
