import type { InvoicePaymentsOnWire, invoicePaymentsResponse, RecordPaymentBody } from '@agency/shared/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';

export function recordPayment({
  invoiceId,
  body,
}: {
  invoiceId: string;
  body: RecordPaymentBody;
}): Promise<InvoicePaymentsOnWire> {
  return apiFetch(
    `/invoices/${encodeURIComponent(invoiceId)}/payments`,
    { method: 'POST', body },
    wireOf<typeof invoicePaymentsResponse>(),
  );
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['invoices'] });
      await queryClient.invalidateQueries({ queryKey: ['payments'] });
    },
  });
}
