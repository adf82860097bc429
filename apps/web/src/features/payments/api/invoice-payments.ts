import type { InvoicePaymentsOnWire, invoicePaymentsResponse } from '@agency/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { PAYMENT_KEYS } from './keys';

export function getInvoicePayments(invoiceId: string, signal?: AbortSignal): Promise<InvoicePaymentsOnWire> {
  return apiFetch(
    `/invoices/${encodeURIComponent(invoiceId)}/payments`,
    { signal },
    wireOf<typeof invoicePaymentsResponse>(),
  );
}

export const invoicePaymentsQuery = (invoiceId: string) =>
  queryOptions({
    queryKey: PAYMENT_KEYS.invoicePayments(invoiceId),
    queryFn: ({ signal }) => getInvoicePayments(invoiceId, signal),
  });

export function useInvoicePayments(invoiceId: string, enabled = true) {
  return useQuery({ ...invoicePaymentsQuery(invoiceId), enabled });
}
