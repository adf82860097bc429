import type { OutboxStatus } from '@agency/shared/enums';
import { listOutboxResponse } from '@agency/shared/outbox';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface OutboxFilters {
  /** A recipient address, matched exactly (the server lower-cases it). */
  to: string;
  kind: string | null;
  status: OutboxStatus | null;
}

const PAGE_SIZE = 25;

export function listOutbox(filters: OutboxFilters, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (filters.to) params.set('to', filters.to);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.status) params.set('status', filters.status);
  if (cursor) params.set('cursor', cursor);
  return apiFetch(`/outbox?${params}`, { signal }, listOutboxResponse);
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
