import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface ClientOrganisation {
  id: string;
  name: string;
}

export function listClients(signal?: AbortSignal): Promise<{ items: ClientOrganisation[] }> {
  return apiFetch('/clients', { signal });
}

export const clientsQueryOptions = () =>
  queryOptions({ queryKey: ['clients'], queryFn: ({ signal }) => listClients(signal), staleTime: 5 * 60_000 });

export function useClients(enabled = true) {
  return useQuery({ ...clientsQueryOptions(), enabled });
}
