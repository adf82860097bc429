import { type InvoiceDetail, invoiceDetailSchema } from '@agency/shared/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { INVOICES_KEY } from './keys';

export function applyLateFee(id: string): Promise<InvoiceDetail> {
  return apiFetch(`/invoices/${encodeURIComponent(id)}/late-fee`, { method: 'POST' }, invoiceDetailSchema);
}

export function useApplyLateFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyLateFee,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVOICES_KEY }),
  });
}
