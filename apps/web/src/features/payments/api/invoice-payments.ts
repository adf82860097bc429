import { type InvoicePayments, invoicePaymentsResponse } from '@agency/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { PAYMENT_KEYS } from './keys';

export function getInvoicePayments(invoiceId: string, signal?: AbortSignal): Promise<InvoicePayments> {
  return apiFetch(`/invoices/${encodeURIComponent(invoiceId)}/payments`, { signal }, invoicePaymentsResponse);
}

export const invoicePaymentsQuery = (invoiceId: string) =>
  queryOptions({
    queryKey: PAYMENT_KEYS.invoicePayments(invoiceId),
    queryFn: ({ signal }) => getInvoicePayments(invoiceId, signal),
  });

export function useInvoicePayments(invoiceId: string, enabled = true) {
  return useQuery({ ...invoicePaymentsQuery(invoiceId), enabled });
}
