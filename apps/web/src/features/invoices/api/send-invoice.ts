import type { InvoiceDetailOnWire, invoiceDetailSchema } from '@agency/shared/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { INVOICES_KEY } from './keys';

export function sendInvoice(id: string): Promise<InvoiceDetailOnWire> {
  return apiFetch(`/invoices/${encodeURIComponent(id)}/send`, { method: 'POST' }, wireOf<typeof invoiceDetailSchema>());
}

export function useSendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvoice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVOICES_KEY }),
  });
}
