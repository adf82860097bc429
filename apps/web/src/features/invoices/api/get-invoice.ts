import type { InvoiceDetailOnWire, invoiceDetailSchema } from '@agency/shared/invoices';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { INVOICES_KEY } from './keys';

export function getInvoice(id: string, signal?: AbortSignal): Promise<InvoiceDetailOnWire> {
  return apiFetch(`/invoices/${encodeURIComponent(id)}`, { signal }, wireOf<typeof invoiceDetailSchema>());
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
