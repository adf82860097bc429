import type { PayInvoiceResponse, payInvoiceResponse } from '@agency/shared/payments';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';

/** Pay Now sends no amount: the server charges what the invoice still owes. */
export function payInvoice(invoiceId: string): Promise<PayInvoiceResponse> {
  return apiFetch(
    `/invoices/${encodeURIComponent(invoiceId)}/pay`,
    { method: 'POST' },
    wireOf<typeof payInvoiceResponse>(),
  );
}

export function usePayInvoice() {
  return useMutation({ mutationFn: payInvoice });
}
