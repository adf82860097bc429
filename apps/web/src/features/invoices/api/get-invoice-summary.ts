import type { InvoiceSummaryOnWire, invoiceSummarySchema } from '@agency/shared/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { INVOICES_KEY } from './keys';

export function getInvoiceSummary(signal?: AbortSignal): Promise<InvoiceSummaryOnWire> {
  return apiFetch('/invoices/summary', { signal }, wireOf<typeof invoiceSummarySchema>());
}

export const invoiceSummaryQueryOptions = () =>
  queryOptions({ queryKey: [...INVOICES_KEY, 'summary'], queryFn: ({ signal }) => getInvoiceSummary(signal) });

export function useInvoiceSummary() {
  return useQuery(invoiceSummaryQueryOptions());
}
