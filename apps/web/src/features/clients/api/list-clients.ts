import type { ClientPageOnWire, ClientSort, listClientsQuery, listClientsResponse } from '@agency/shared/clients';
import type { ClientLocation, ClientStatus } from '@agency/shared/enums';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';

export const CLIENTS_QUERY_KEY = ['clients'] as const;
export const CLIENTS_PAGE_SIZE = 12;

export interface ClientFilters {
  q: string;
  status: ClientStatus | null;
  location: ClientLocation | null;
  sort: ClientSort;
}

export function listClients(
  filters: ClientFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ClientPageOnWire> {
  const params = searchParamsOf<typeof listClientsQuery>({ ...filters, cursor, limit: CLIENTS_PAGE_SIZE });
  return apiFetch(`/clients?${params}`, { signal }, wireOf<typeof listClientsResponse>());
}

export const clientsQueryOptions = (filters: ClientFilters) =>
  infiniteQueryOptions({
    queryKey: [...CLIENTS_QUERY_KEY, 'list', filters],
    queryFn: ({ pageParam, signal }) => listClients(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The grid keeps showing the last answer while a new search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export function useClientList(filters: ClientFilters) {
  return useInfiniteQuery(clientsQueryOptions(filters));
}
