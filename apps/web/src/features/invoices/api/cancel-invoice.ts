import { type InvoiceDetail, invoiceDetailSchema } from '@agency/shared/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { INVOICES_KEY } from './keys';

export function cancelInvoice(id: string): Promise<InvoiceDetail> {
  return apiFetch(`/invoices/${encodeURIComponent(id)}/cancel`, { method: 'POST' }, invoiceDetailSchema);
}

export function useCancelInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvoice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVOICES_KEY }),
  });
}
