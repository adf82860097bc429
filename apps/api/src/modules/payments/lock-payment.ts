import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentRefunds, payments } from '../../db/schema/index.ts';
import { lockInvoiceForMoney, type MoneyInvoice } from '../invoices/money.ts';

/**
 * A refund's lock: the payment's invoice first (every money command locks the invoice first, so they queue in one
 * order and cannot deadlock), then the payment, then the sums, each in its own statement (invoices/money.ts).
 * Null when no payment matches.
 */
export async function lockPaymentForMoney(tx: Db, which: SQL) {
  const [found] = await tx.select({ invoiceId: payments.invoiceId }).from(payments).where(which);
  if (!found) return null;
  const invoice = (await lockInvoiceForMoney(tx, found.invoiceId)) as MoneyInvoice;
  const [payment] = await tx
    .select({
      id: payments.id,
      invoiceId: payments.invoiceId,
      amountCents: payments.amountCents,
      provider: payments.provider,
      providerRef: payments.providerRef,
      status: payments.status,
    })
    .from(payments)
    .where(which)
    .for('update');
  if (!payment) return null;
  const [given] = await tx
    .select({
      cents: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)::int`.mapWith(Number),
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, payment.id));
  const refundedCents = given?.cents ?? 0;
  return {
    invoice,
    payment: {
      ...payment,
      refundedCents,
      refundCount: given?.count ?? 0,
      leftCents: payment.amountCents - refundedCents,
    },
  };
}
