import { PAYMENT_MESSAGES } from '@agency/shared/payments';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, invoices, payments } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { afterCursor, type Cursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';
import { notFound } from '../../lib/errors.ts';
import { PAYABLE, paidCentsSql } from '../invoices/money.ts';
// A caller's invoices (D5) are the invoices module's: a CLIENT never reaches a draft, not even by id.
import { invoiceScope } from '../invoices/queries.ts';

/** What was given back on one payment (refunds and charge-backs); correlated to the outer "payments" row. */
export const refundedCentsSql = sql<number>`(coalesce((select sum(r.amount_cents) from payment_refunds r
  where r.payment_id = "payments"."id"), 0))::int`;

const paymentColumns = {
  id: payments.id,
  invoiceId: payments.invoiceId,
  invoiceNumber: invoices.number,
  clientId: invoices.clientId,
  clientName: clients.name,
  amountCents: payments.amountCents,
  refundedCents: refundedCentsSql,
  provider: payments.provider,
  status: payments.status,
  method: payments.method,
  reference: payments.reference,
  paidAt: payments.paidAt,
  createdAt: payments.createdAt,
};

/** An invoice with what it has received (the one definition, invoices/money.ts), in a scope; 404 outside it. */
export async function invoiceWithPaid(db: Db, id: string, caller?: Caller) {
  const [invoice] = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      clientId: invoices.clientId,
      status: invoices.status,
      totalCents: invoices.totalCents,
      paidCents: paidCentsSql.mapWith(Number),
    })
    .from(invoices)
    .where(and(eq(invoices.id, id), caller ? invoiceScope(caller) : undefined));
  if (!invoice) throw notFound(PAYMENT_MESSAGES.invoiceNotFound);
  return invoice;
}

/** An invoice's payments with its paid and outstanding amounts, in the caller's scope (else 404). */
export async function invoicePayments(db: Db, caller: Caller | null, id: string) {
  const invoice = await invoiceWithPaid(db, id, caller ?? undefined);
  const rows = await db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(eq(payments.invoiceId, id))
    .orderBy(payments.createdAt, payments.id);
  return {
    invoiceId: invoice.id,
    number: invoice.number,
    status: invoice.status,
    totalCents: invoice.totalCents,
    paidCents: invoice.paidCents,
    outstandingCents: Math.max(0, invoice.totalCents - invoice.paidCents),
    payments: rows,
  };
}

/** Every payment newest first (admin, Financials). */
export async function listPayments(db: Db, query: { cursor?: Cursor; limit: number }) {
  const rows = await db
    .select({ ...paymentColumns, ...keyset(payments) })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(afterCursor(payments, query.cursor))
    .orderBy(...newestFirst(payments))
    .limit(query.limit + 1);
  return toPage(rows, query.limit);
}

/**
 * Sent and overdue invoices, newest first, in the caller's scope: where an admin records what arrived, and where a
 * client sees what is left to pay (the plan page's invoice list, 001 §2).
 */
export async function listOpenInvoices(db: Db, caller: Caller, query: { cursor?: Cursor; limit: number }) {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      clientId: invoices.clientId,
      clientName: clients.name,
      status: invoices.status,
      dueDate: invoices.dueDate,
      totalCents: invoices.totalCents,
      paidCents: paidCentsSql.mapWith(Number),
      createdAt: invoices.createdAt,
      ...keyset(invoices),
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(and(invoiceScope(caller), inArray(invoices.status, PAYABLE), afterCursor(invoices, query.cursor)))
    .orderBy(...newestFirst(invoices))
    .limit(query.limit + 1);
  return toPage(rows, query.limit);
}

/** Other modules check plan limits through this (001 §9): projects and members. */
export { assertWithinPlan } from './plans.ts';
