import { listClientsResponse } from '@agency/shared/clients';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export function listClients(signal?: AbortSignal) {
  return apiFetch('/clients', { signal }, listClientsResponse);
}

export const clientsQueryOptions = () =>
  queryOptions({ queryKey: ['clients'], queryFn: ({ signal }) => listClients(signal), staleTime: 5 * 60_000 });

export function useClients(enabled = true) {
  return useQuery({ ...clientsQueryOptions(), enabled });
}
