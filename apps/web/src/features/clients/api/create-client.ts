import { type Client, type CreateClientBody, clientSchema } from '@agency/shared/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { CLIENTS_QUERY_KEY } from './list-clients';

export function createClient(body: CreateClientBody): Promise<Client> {
  return apiFetch('/clients', { method: 'POST', body }, clientSchema);
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
}
