import type { ClientOnWire, clientSchema, UpdateClientBody } from '@agency/shared/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { CLIENTS_QUERY_KEY } from './list-clients';

export function updateClient({ id, body }: { id: string; body: UpdateClientBody }): Promise<ClientOnWire> {
  return apiFetch(`/clients/${encodeURIComponent(id)}`, { method: 'PATCH', body }, wireOf<typeof clientSchema>());
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
}
