import type { InvoiceStatus } from '@agency/shared/enums';
import type { Db } from '../db/client.ts';
import { invoices } from '../db/schema/index.ts';

let sequence = 0;

export interface TestInvoice {
  clientId: string;
  totalCents: number;
  projectId?: string;
  status?: InvoiceStatus;
  issueDate?: string;
  dueDate?: string;
  number?: string;
}

/** The row of an invoice written directly (not through the invoices API): one amount, total = subtotal, no tax. */
export function invoiceValues(input: TestInvoice) {
  sequence += 1;
  return {
    number: input.number ?? `TST-${Date.now()}-${sequence}`,
    clientId: input.clientId,
    projectId: input.projectId,
    status: input.status ?? ('sent' as const),
    issueDate: input.issueDate ?? '2026-11-01',
    dueDate: input.dueDate ?? '2026-12-01',
    description: 'Website build',
    subtotalCents: input.totalCents,
    taxCents: 0,
    totalCents: input.totalCents,
  };
}

/** An invoice written directly, for tests of the modules that read invoices (payments, clients...). */
export async function createInvoice(db: Db, input: TestInvoice) {
  const [invoice] = await db.insert(invoices).values(invoiceValues(input)).returning();
  return invoice!;
}
