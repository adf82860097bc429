import {
  INVOICE_MESSAGES,
  LATE_FEE_PERCENT_PER_MONTH,
  lateFeeCents,
  MAX_INVOICE_TOTAL_CENTS,
  monthsLate,
} from '@agency/shared/invoices';
import { eq, sql } from 'drizzle-orm';
import { invoiceItems, invoices } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { invoiceAudience, invoiceUpdated } from '../audience.ts';
import { lockInvoiceForMoney, todayUtc } from '../money.ts';
import { getInvoice, type InvoiceDetailRow, invoiceScope } from '../queries.ts';

/**
 * Apply the late fee (an admin's choice): on an overdue invoice, one line of 1.5% a month of the unpaid amount
 * (late fees excluded) for each started month of lateness not yet charged. A second call in the same month: 409.
 * A money command: the unpaid amount is read after the invoice's lock, so a payment recorded meanwhile counts.
 */
export async function applyLateFee(ctx: ServiceContext, id: string): Promise<InvoiceDetailRow> {
  const caller = callerOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const current = await lockInvoiceForMoney(tx, id, invoiceScope(caller));
    if (!current) throw notFound(INVOICE_MESSAGES.notFound);
    if (current.status !== 'overdue') throw conflict(INVOICE_MESSAGES.lateFeeOnlyOverdue);
    const months = monthsLate(current.dueDate, todayUtc(ctx.now()));
    const charged = months - current.lateFeeMonths;
    const principal = Math.max(0, current.totalCents - current.lateFeeLinesCents - current.paidCents);
    const fee = lateFeeCents(principal, charged);
    if (charged <= 0 || fee <= 0) throw conflict(INVOICE_MESSAGES.lateFeeAlreadyApplied);
    if (current.totalCents + fee > MAX_INVOICE_TOTAL_CENTS) throw badRequest(INVOICE_MESSAGES.totalTooLarge);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${invoiceItems.position}), -1)::int` })
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, id));
    const first = current.lateFeeMonths + 1;
    await tx.insert(invoiceItems).values({
      invoiceId: id,
      description:
        charged === 1
          ? `Late fee: ${LATE_FEE_PERCENT_PER_MONTH}% for month ${months} of lateness`
          : `Late fee: ${LATE_FEE_PERCENT_PER_MONTH}% × ${charged} months (months ${first}–${months} of lateness)`,
      quantity: 1,
      unitPriceCents: fee,
      amountCents: fee,
      position: (last?.position ?? -1) + 1,
      kind: 'late_fee',
    });
    await tx
      .update(invoices)
      .set({
        lateFeeMonths: months,
        subtotalCents: sql`${invoices.subtotalCents} + ${fee}`,
        totalCents: sql`${invoices.totalCents} + ${fee}`,
      })
      .where(eq(invoices.id, id));
    const audience = await invoiceAudience(tx, current);
    await commitChange(tx, ctx, {
      audit: {
        action: 'invoice.late-fee-applied',
        category: 'billing',
        target: { type: 'invoice', id, label: current.number },
        scope: { clientId: current.clientId, projectId: current.projectId, clientVisible: true },
        details: { feeCents: fee, months: charged, principalCents: principal },
      },
      live: invoiceUpdated(audience, { id, status: 'overdue' }),
    });
  });
  return getInvoice(ctx.db, caller, id);
}
