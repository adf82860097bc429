import type { InvoicePaymentsOnWire, invoicePaymentsResponse, RefundBody } from '@agency/shared/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';

export function refundPayment({
  paymentId,
  body,
}: {
  paymentId: string;
  body: RefundBody;
}): Promise<InvoicePaymentsOnWire> {
  return apiFetch(
    `/payments/${encodeURIComponent(paymentId)}/refund`,
    { method: 'POST', body },
    wireOf<typeof invoicePaymentsResponse>(),
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
