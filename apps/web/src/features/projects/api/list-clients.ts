import { type ClientOrganisation, listClientsResponse } from '@agency/shared/clients';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** The organisations a new project can belong to (the New Project form's client list). */
export async function listClientOptions(signal?: AbortSignal): Promise<ClientOrganisation[]> {
  return (await apiFetch('/clients', { signal }, listClientsResponse)).items;
}

export const clientOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['clients', 'options'], queryFn: ({ signal }) => listClientOptions(signal) });

export function useClientOptions(enabled: boolean) {
  return useQuery({ ...clientOptionsQueryOptions(), enabled });
}
