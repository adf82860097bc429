import type { ClientOnWire, CreateClientBody, clientSchema } from '@agency/shared/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { CLIENTS_QUERY_KEY } from './list-clients';

export function createClient(body: CreateClientBody): Promise<ClientOnWire> {
  return apiFetch('/clients', { method: 'POST', body }, wireOf<typeof clientSchema>());
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
}
