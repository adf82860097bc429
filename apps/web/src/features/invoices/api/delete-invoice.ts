import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api';
import { INVOICES_KEY } from './keys';

/** 204: nothing to read. */
const noContent = z.undefined();

export function deleteInvoice(id: string): Promise<undefined> {
  return apiFetch(`/invoices/${encodeURIComponent(id)}`, { method: 'DELETE' }, noContent);
}

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVOICES_KEY }),
  });
}
