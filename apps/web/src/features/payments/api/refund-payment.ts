import { type InvoicePayments, invoicePaymentsResponse, type RefundBody } from '@agency/shared/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export function refundPayment({ paymentId, body }: { paymentId: string; body: RefundBody }): Promise<InvoicePayments> {
  return apiFetch(
    `/payments/${encodeURIComponent(paymentId)}/refund`,
    { method: 'POST', body },
    invoicePaymentsResponse,
  );
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['invoices'] });
      await queryClient.invalidateQueries({ queryKey: ['payments'] });
    },
  });
}
