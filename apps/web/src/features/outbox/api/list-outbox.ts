import { OUTBOX_STATUSES, type OutboxStatus } from '@agency/shared/enums';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api';

// GET /api/outbox (D14). The schema moves to packages/shared with the other response contracts (issue 7, point 11).
const outboxMailSchema = z.object({
  id: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  kind: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

const outboxPageSchema = z.object({
  deliveryConfigured: z.boolean(),
  items: z.array(outboxMailSchema),
  nextCursor: z.string().nullable(),
});

export type OutboxMail = z.infer<typeof outboxMailSchema>;
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export interface OutboxFilters {
  /** A recipient address, matched exactly (the server lower-cases it). */
  to: string;
  kind: string | null;
  status: OutboxStatus | null;
}

const PAGE_SIZE = 25;

export function listOutbox(filters: OutboxFilters, cursor: string | null, signal?: AbortSignal): Promise<OutboxPage> {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (filters.to) params.set('to', filters.to);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.status) params.set('status', filters.status);
  if (cursor) params.set('cursor', cursor);
  return apiFetch(`/outbox?${params}`, { signal, schema: outboxPageSchema });
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
