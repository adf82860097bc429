// The client organisations a form offers (a project's client, a proposal's, a CLIENT user's organisation, the
// organisation an admin acts for on the plan and payment-method screens): one request and one cache for all of them.
import type { listClientsQuery, listClientsResponse } from '@agency/shared/clients';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from './api';
import { searchParamsOf } from './search-params';

export interface ClientOption {
  value: string;
  label: string;
}

/** The first 100 live clients by name (the list's largest page): what a picker searches through. */
export async function listClientOptions(signal?: AbortSignal): Promise<ClientOption[]> {
  const params = searchParamsOf<typeof listClientsQuery>({ sort: 'name', limit: 100 });
  const page = await apiFetch(`/clients?${params}`, { signal }, wireOf<typeof listClientsResponse>());
  return page.items.map((client) => ({ value: client.id, label: client.name }));
}

/** Under `clients`, so a `clients.*` live event or a client saved in the CRM refreshes every picker. */
export const clientOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['clients', 'options'],
    queryFn: ({ signal }) => listClientOptions(signal),
    staleTime: 60_000,
  });

export function useClientOptions(enabled = true) {
  return useQuery({ ...clientOptionsQueryOptions(), enabled });
}
