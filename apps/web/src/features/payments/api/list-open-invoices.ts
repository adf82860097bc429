import type { listOpenInvoicesResponse, listPaymentsQuery, OpenInvoicePageOnWire } from '@agency/shared/payments';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { PAYMENT_KEYS } from './keys';

export type OpenInvoicePage = OpenInvoicePageOnWire;

export function listOpenInvoices(cursor: string | null, signal?: AbortSignal): Promise<OpenInvoicePageOnWire> {
  // The route reads the payments list's query (apps/api payments routes: `querystring: listPaymentsQuery`).
  const params = searchParamsOf<typeof listPaymentsQuery>({ cursor, limit: 10 });
  return apiFetch(`/payments/open-invoices?${params}`, { signal }, wireOf<typeof listOpenInvoicesResponse>());
}

export const openInvoicesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: PAYMENT_KEYS.openInvoices,
    queryFn: ({ pageParam, signal }) => listOpenInvoices(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useOpenInvoices() {
  return useInfiniteQuery(openInvoicesQueryOptions());
}
