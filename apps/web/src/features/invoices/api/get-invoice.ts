import { type InvoiceDetail, invoiceDetailSchema } from '@agency/shared/invoices';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { INVOICES_KEY } from './keys';

export function getInvoice(id: string, signal?: AbortSignal): Promise<InvoiceDetail> {
  return apiFetch(`/invoices/${encodeURIComponent(id)}`, { signal }, invoiceDetailSchema);
}

export function useInvoice(id: string | null) {
  return useQuery({
    queryKey: [...INVOICES_KEY, 'detail', id],
    queryFn: ({ signal }) => getInvoice(id!, signal),
    enabled: id !== null,
  });
}

/** The PDF download: a plain link, so the browser streams the file with the session cookie. */
export function invoicePdfUrl(id: string): string {
  return `/api/invoices/${encodeURIComponent(id)}/pdf`;
}
