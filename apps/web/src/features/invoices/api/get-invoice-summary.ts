import { type InvoiceSummary, invoiceSummarySchema } from '@agency/shared/invoices';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { INVOICES_KEY } from './keys';

export function getInvoiceSummary(signal?: AbortSignal): Promise<InvoiceSummary> {
  return apiFetch('/invoices/summary', { signal }, invoiceSummarySchema);
}

export function useInvoiceSummary() {
  return useQuery({ queryKey: [...INVOICES_KEY, 'summary'], queryFn: ({ signal }) => getInvoiceSummary(signal) });
}
