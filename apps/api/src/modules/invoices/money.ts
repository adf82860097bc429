import type { InvoiceStatus } from '@agency/shared/enums';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';

/**
 * What an invoice has received: its completed payments (succeeded, or refunded since) less what was given back on
 * them (refunds, charge-backs). The one definition every view uses (the invoice, its payments, the lists, the
 * cards, the overview, financials), so no two screens can disagree (#18). A correlated subquery over the invoice_id
 * and payment_id indexes, written with aliases: drizzle leaves columns unqualified in one-table selects, which would
 * make a bare "id" the payment's own. The outer query must select from "invoices" unaliased.
 */
export const paidCentsSql = sql<number>`(
    coalesce((select sum(p.amount_cents) from payments p
      where p.invoice_id = "invoices"."id" and p.status in ('succeeded', 'refunded')), 0)
    - coalesce((select sum(r.amount_cents) from payment_refunds r inner join payments p on p.id = r.payment_id
      where p.invoice_id = "invoices"."id" and p.status in ('succeeded', 'refunded')), 0)
  )::int`;

/** The late-fee lines already on an invoice (they are not principal a further late fee is charged on). */
export const lateFeeLinesSql = sql<number>`(select coalesce(sum(li.amount_cents), 0)::int from invoice_items li where li.invoice_id = "invoices"."id" and li.kind = 'late_fee')`;

/** Statuses in which an invoice is owed money and may receive it. */
export const PAYABLE: InvoiceStatus[] = ['sent', 'overdue'];

export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

const lockedColumns = {
  id: invoices.id,
  number: invoices.number,
  status: invoices.status,
  clientId: invoices.clientId,
  projectId: invoices.projectId,
  dueDate: invoices.dueDate,
  totalCents: invoices.totalCents,
  lateFeeMonths: invoices.lateFeeMonths,
};

/** Locks an invoice row for a change that is not about money (edit, send, cancel): no sums read. */
export async function lockInvoice(tx: Db, id: string, scope?: SQL) {
  const [row] = await tx
    .select(lockedColumns)
    .from(invoices)
    .where(and(eq(invoices.id, id), scope))
    .for('update');
  return row ?? null;
}

export type LockedInvoice = NonNullable<Awaited<ReturnType<typeof lockInvoice>>>;
export type MoneyInvoice = LockedInvoice & { paidCents: number; lateFeeLinesCents: number };

/** The sums of an invoice as this transaction sees them now. */
export async function invoiceSums(tx: Db, id: string) {
  const [sums] = await tx
    .select({ paidCents: paidCentsSql.mapWith(Number), lateFeeLinesCents: lateFeeLinesSql.mapWith(Number) })
    .from(invoices)
    .where(eq(invoices.id, id));
  return sums ?? { paidCents: 0, lateFeeLinesCents: 0 };
}

/**
 * The one way a money command starts (payments, refunds, late fees, webhook settlements): lock the invoice row in
 * its own statement, then read the sums in a later one. In READ COMMITTED a subquery inside the locking statement
 * reads the snapshot taken before the lock was granted, so a writer that waited would check an outstanding amount
 * that no longer exists (#18: two $60 payments on a $100 invoice). Every money writer locks the invoice first, so
 * the sums read here hold until the transaction ends. Null when the invoice does not exist (or is out of scope).
 */
export async function lockInvoiceForMoney(tx: Db, id: string, scope?: SQL): Promise<MoneyInvoice | null> {
  const row = await lockInvoice(tx, id, scope);
  if (!row) return null;
  return { ...row, ...(await invoiceSums(tx, id)) };
}

/**
 * After a payment or a refund, under the invoice's lock: an open invoice whose payments cover its total becomes
 * paid (with the date and how); a paid one no longer covered goes back to sent, or overdue past its due date.
 * Nothing else moves a status here, so a late or repeated event can never regress one.
 */
export async function settleInvoice(
  tx: Db,
  invoice: LockedInvoice,
  input: { methodLabel: string | null; paidAt: Date; now: Date },
): Promise<{ status: InvoiceStatus; paidCents: number }> {
  const { paidCents } = await invoiceSums(tx, invoice.id);
  if (PAYABLE.includes(invoice.status) && paidCents >= invoice.totalCents) {
    await tx
      .update(invoices)
      .set({ status: 'paid', paidAt: input.paidAt, paymentMethodLabel: input.methodLabel })
      .where(eq(invoices.id, invoice.id));
    return { status: 'paid', paidCents };
  }
  if (invoice.status === 'paid' && paidCents < invoice.totalCents) {
    const status: InvoiceStatus = invoice.dueDate < todayUtc(input.now) ? 'overdue' : 'sent';
    await tx.update(invoices).set({ status, paidAt: null }).where(eq(invoices.id, invoice.id));
    return { status, paidCents };
  }
  return { status: invoice.status, paidCents };
}
