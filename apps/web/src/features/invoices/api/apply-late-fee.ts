import type { InvoiceDetailOnWire, invoiceDetailSchema } from '@agency/shared/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { INVOICES_KEY } from './keys';

export function applyLateFee(id: string): Promise<InvoiceDetailOnWire> {
  return apiFetch(
    `/invoices/${encodeURIComponent(id)}/late-fee`,
    { method: 'POST' },
    wireOf<typeof invoiceDetailSchema>(),
  );
}

export function useApplyLateFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyLateFee,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVOICES_KEY }),
  });
}
