import type { InvoiceDetailOnWire, invoiceDetailSchema, SaveInvoiceBody } from '@agency/shared/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { INVOICES_KEY } from './keys';

/** Create New Invoice (POST) or Edit Invoice (PUT, drafts only); the server prices the lines. */
export function saveInvoice({ id, body }: { id: string | null; body: SaveInvoiceBody }): Promise<InvoiceDetailOnWire> {
  return id
    ? apiFetch(`/invoices/${encodeURIComponent(id)}`, { method: 'PUT', body }, wireOf<typeof invoiceDetailSchema>())
    : apiFetch('/invoices', { method: 'POST', body }, wireOf<typeof invoiceDetailSchema>());
}

export function useSaveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInvoice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVOICES_KEY }),
  });
}
