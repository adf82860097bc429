import { type InvoicePayments, invoicePaymentsResponse, type RecordPaymentBody } from '@agency/shared/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export function recordPayment({
  invoiceId,
  body,
}: {
  invoiceId: string;
  body: RecordPaymentBody;
}): Promise<InvoicePayments> {
  return apiFetch(
    `/invoices/${encodeURIComponent(invoiceId)}/payments`,
    { method: 'POST', body },
    invoicePaymentsResponse,
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
