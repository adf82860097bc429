import type { InvoiceStatus } from '@agency/shared/enums';
import { type InvoicePage, listInvoicesResponse } from '@agency/shared/invoices';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { INVOICES_KEY } from './keys';

export interface InvoiceFilters {
  status: InvoiceStatus | null;
  q: string;
}

export function listInvoices(
  filters: InvoiceFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<InvoicePage> {
  const params = new URLSearchParams({ limit: '24' });
  if (filters.status) params.set('status', filters.status);
  if (filters.q) params.set('q', filters.q);
  if (cursor) params.set('cursor', cursor);
  return apiFetch(`/invoices?${params}`, { signal }, listInvoicesResponse);
}

export const invoicesQueryOptions = (filters: InvoiceFilters) =>
  infiniteQueryOptions({
    queryKey: [...INVOICES_KEY, 'list', filters],
    queryFn: ({ pageParam, signal }) => listInvoices(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useInvoices(filters: InvoiceFilters) {
  return useInfiniteQuery(invoicesQueryOptions(filters));
}
