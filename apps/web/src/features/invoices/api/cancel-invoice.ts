import type { InvoiceDetailOnWire, invoiceDetailSchema } from '@agency/shared/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { INVOICES_KEY } from './keys';

export function cancelInvoice(id: string): Promise<InvoiceDetailOnWire> {
  return apiFetch(
    `/invoices/${encodeURIComponent(id)}/cancel`,
    { method: 'POST' },
    wireOf<typeof invoiceDetailSchema>(),
  );
}

export function useCancelInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvoice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVOICES_KEY }),
  });
}
