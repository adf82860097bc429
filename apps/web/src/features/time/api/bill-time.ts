import type { BillTimeResult, billTimeResponse } from '@agency/shared/time';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { TIME_KEY } from './keys';

export function billTime({ invoiceId, projectId }: { invoiceId: string; projectId: string }): Promise<BillTimeResult> {
  return apiFetch(
    `/invoices/${encodeURIComponent(invoiceId)}/time`,
    { method: 'POST', body: { projectId } },
    wireOf<typeof billTimeResponse>(),
  );
}

/** Adds a project's approved billable time to a draft invoice; the invoice and the project's figures refetch. */
export function useBillTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: billTime,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: TIME_KEY });
      await queryClient.invalidateQueries({ queryKey: ['invoices'] });
    },
  });
}
