import type { InvoiceStatus } from '@agency/shared/enums';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';

let sequence = 0;

/** An invoice written directly (the invoices API is another module): one line, total = subtotal. */
export async function createInvoice(
  db: Db,
  input: { clientId: string; totalCents: number; status?: InvoiceStatus; dueDate?: string; number?: string },
) {
  sequence += 1;
  const [invoice] = await db
    .insert(invoices)
    .values({
      number: input.number ?? `TST-${Date.now()}-${sequence}`,
      clientId: input.clientId,
      status: input.status ?? 'sent',
      issueDate: '2026-11-01',
      dueDate: input.dueDate ?? '2026-12-01',
      description: 'Website build',
      subtotalCents: input.totalCents,
      taxCents: 0,
      totalCents: input.totalCents,
    })
    .returning();
  return invoice!;
}
