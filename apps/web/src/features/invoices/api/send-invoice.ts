import { type InvoiceDetail, invoiceDetailSchema } from '@agency/shared/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { INVOICES_KEY } from './keys';

export function sendInvoice(id: string): Promise<InvoiceDetail> {
  return apiFetch(`/invoices/${encodeURIComponent(id)}/send`, { method: 'POST' }, invoiceDetailSchema);
}

export function useSendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvoice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVOICES_KEY }),
  });
}
