import { type InvoiceDetail, invoiceDetailSchema, type SaveInvoiceBody } from '@agency/shared/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { INVOICES_KEY } from './keys';

/** Create New Invoice (POST) or Edit Invoice (PUT, drafts only); the server prices the lines. */
export function saveInvoice({ id, body }: { id: string | null; body: SaveInvoiceBody }): Promise<InvoiceDetail> {
  return id
    ? apiFetch(`/invoices/${encodeURIComponent(id)}`, { method: 'PUT', body }, invoiceDetailSchema)
    : apiFetch('/invoices', { method: 'POST', body }, invoiceDetailSchema);
}

export function useSaveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInvoice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVOICES_KEY }),
  });
}
