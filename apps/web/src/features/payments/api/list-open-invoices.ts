import { listOpenInvoicesResponse } from '@agency/shared/payments';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api';
import { PAYMENT_KEYS } from './keys';

export type OpenInvoicePage = z.infer<typeof listOpenInvoicesResponse>;

export function listOpenInvoices(cursor: string | null, signal?: AbortSignal): Promise<OpenInvoicePage> {
  const params = new URLSearchParams({ limit: '10' });
  if (cursor) params.set('cursor', cursor);
  return apiFetch(`/payments/open-invoices?${params}`, { signal }, listOpenInvoicesResponse);
}

export function useOpenInvoices() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: PAYMENT_KEYS.openInvoices,
      queryFn: ({ pageParam, signal }) => listOpenInvoices(pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}
