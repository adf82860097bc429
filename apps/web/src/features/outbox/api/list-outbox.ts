import type { OutboxStatus } from '@agency/shared/enums';
import type { listOutboxQuery, listOutboxResponse } from '@agency/shared/outbox';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';

export interface OutboxFilters {
  /** A recipient address, matched exactly (the server lower-cases it). */
  to: string;
  kind: string | null;
  status: OutboxStatus | null;
}

const PAGE_SIZE = 25;

export function listOutbox(filters: OutboxFilters, cursor: string | null, signal?: AbortSignal) {
  const params = searchParamsOf<typeof listOutboxQuery>({ ...filters, cursor, limit: PAGE_SIZE });
  return apiFetch(`/outbox?${params}`, { signal }, wireOf<typeof listOutboxResponse>());
}

export const outboxQueryOptions = (filters: OutboxFilters) =>
  infiniteQueryOptions({
    queryKey: ['outbox', filters],
    queryFn: ({ pageParam, signal }) => listOutbox(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useOutbox(filters: OutboxFilters) {
  return useInfiniteQuery(outboxQueryOptions(filters));
}
