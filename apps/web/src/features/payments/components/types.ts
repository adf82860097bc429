import type { InvoiceStatus } from '@agency/shared/enums';

/** What the invoice card hands Pay Now and Record Payment (the lead wires them into the billing cards). */
export interface PayableInvoice {
  id: string;
  number: string;
  status: InvoiceStatus;
  totalCents: number;
  paidCents: number;
  clientId: string;
}

/** 001 §4: Pay Now is offered for sent and overdue invoices only. */
export const isPayable = (status: InvoiceStatus) => status === 'sent' || status === 'overdue';
