import type { DeleteClientResponse, deleteClientResponse } from '@agency/shared/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { CLIENTS_QUERY_KEY } from './list-clients';

/** Deletes the client, or archives it when it has projects, invoices, proposals or people; the answer says which. */
export function deleteClient(id: string): Promise<DeleteClientResponse> {
  return apiFetch(`/clients/${encodeURIComponent(id)}`, { method: 'DELETE' }, wireOf<typeof deleteClientResponse>());
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
}
