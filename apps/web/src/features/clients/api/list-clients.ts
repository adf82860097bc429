import { type ClientPage, type ClientSort, listClientsResponse } from '@agency/shared/clients';
import type { ClientLocation, ClientStatus } from '@agency/shared/enums';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export const CLIENTS_QUERY_KEY = ['clients'] as const;
export const CLIENTS_PAGE_SIZE = 12;

export interface ClientFilters {
  q: string;
  status: ClientStatus | null;
  location: ClientLocation | null;
  sort: ClientSort;
}

export function listClients(filters: ClientFilters, cursor: string | null, signal?: AbortSignal): Promise<ClientPage> {
  const params = new URLSearchParams({ sort: filters.sort, limit: String(CLIENTS_PAGE_SIZE) });
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.status) params.set('status', filters.status);
  if (filters.location) params.set('location', filters.location);
  if (cursor) params.set('cursor', cursor);
  return apiFetch(`/clients?${params}`, { signal }, listClientsResponse);
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
