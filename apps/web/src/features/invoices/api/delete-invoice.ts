import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, sentAs } from '../../../lib/api';
import { INVOICES_KEY } from './keys';

export function deleteInvoice(id: string): Promise<undefined> {
  return apiFetch(`/invoices/${encodeURIComponent(id)}`, { method: 'DELETE' }, sentAs<undefined>());
}

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVOICES_KEY }),
  });
}
