import type { InvoiceStatus } from '@agency/shared/enums';
import type { InvoicePageOnWire, listInvoicesQuery, listInvoicesResponse } from '@agency/shared/invoices';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { INVOICES_KEY } from './keys';

export interface InvoiceFilters {
  status: InvoiceStatus | null;
  q: string;
}

export function listInvoices(
  filters: InvoiceFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<InvoicePageOnWire> {
  const params = searchParamsOf<typeof listInvoicesQuery>({ status: filters.status, q: filters.q, cursor, limit: 24 });
  return apiFetch(`/invoices?${params}`, { signal }, wireOf<typeof listInvoicesResponse>());
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
