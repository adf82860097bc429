import type { ClientDetailOnWire, clientDetailSchema } from '@agency/shared/clients';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { CLIENTS_QUERY_KEY } from './list-clients';

export function getClient(id: string, signal?: AbortSignal): Promise<ClientDetailOnWire> {
  return apiFetch(`/clients/${encodeURIComponent(id)}`, { signal }, wireOf<typeof clientDetailSchema>());
}

export const clientQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...CLIENTS_QUERY_KEY, 'detail', id], queryFn: ({ signal }) => getClient(id, signal) });

export function useClient(id: string) {
  return useQuery(clientQueryOptions(id));
}
