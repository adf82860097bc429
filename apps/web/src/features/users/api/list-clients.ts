import { listClientsResponse } from '@agency/shared/clients';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** The organisation picker's choices: the first 100 live clients by name (the CRM list, admin and agent). */
export function listClients(signal?: AbortSignal) {
  return apiFetch('/clients?sort=name&limit=100', { signal }, listClientsResponse);
}

export const clientsQueryOptions = () =>
  queryOptions({
    queryKey: ['clients', 'organisations'],
    queryFn: ({ signal }) => listClients(signal),
    staleTime: 5 * 60_000,
  });

export function useClients(enabled = true) {
  return useQuery({ ...clientsQueryOptions(), enabled });
}
