import { and, count, eq, gt, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices, paymentRefunds, payments, subscriptions } from '../../db/schema/index.ts';
import { paidCentsSql } from '../invoices/money.ts';

const COUNTED = ['succeeded', 'refunded'] as const;

/** 'YYYY-MM' of the twelve months ending with `now`'s, oldest first. */
export function lastTwelveMonths(now: Date): string[] {
  const months: string[] = [];
  for (let back = 11; back >= 0; back -= 1) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(date.toISOString().slice(0, 7));
  }
  return months;
}

/**
 * Company financials (001 §3), computed from payments, refunds, invoices and subscriptions (D13). Revenue is money
 * received net of refunds and charge-backs; a month's revenue is its payments less the refunds made in it.
 * Pending payments are what sent and overdue invoices still have outstanding.
 */
export async function companyFinancials(db: Db, now = new Date()) {
  const months = lastTwelveMonths(now);
  const since = new Date(`${months[0]}-01T00:00:00Z`);
  const [received] = await db
    .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::bigint`.mapWith(Number) })
    .from(payments)
    .where(inArray(payments.status, COUNTED));
  const givenBack = await db
    .select({
      kind: paymentRefunds.kind,
      cents: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)::bigint`.mapWith(Number),
    })
    .from(paymentRefunds)
    .groupBy(paymentRefunds.kind);
  const refundsCents = givenBack.find((row) => row.kind === 'refund')?.cents ?? 0;
  const chargeBacksCents = givenBack.find((row) => row.kind === 'chargeback')?.cents ?? 0;

  const monthOf = (column: typeof payments.paidAt | typeof paymentRefunds.createdAt) =>
    sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;
  const paidByMonth = await db
    .select({
      month: monthOf(payments.paidAt),
      cents: sql<number>`sum(${payments.amountCents})::bigint`.mapWith(Number),
    })
    .from(payments)
    .where(and(inArray(payments.status, COUNTED), gte(payments.paidAt, since)))
    .groupBy(monthOf(payments.paidAt));
  const refundedByMonth = await db
    .select({
      month: monthOf(paymentRefunds.createdAt),
      cents: sql<number>`sum(${paymentRefunds.amountCents})::bigint`.mapWith(Number),
    })
    .from(paymentRefunds)
    .where(gte(paymentRefunds.createdAt, since))
    .groupBy(monthOf(paymentRefunds.createdAt));
  const monthlyRevenue = months.map((month) => ({
    month,
    revenueCents:
      (paidByMonth.find((row) => row.month === month)?.cents ?? 0) -
      (refundedByMonth.find((row) => row.month === month)?.cents ?? 0),
  }));

  const [active] = await db
    .select({ n: count() })
    .from(subscriptions)
    .where(
      and(
        ne(subscriptions.plan, 'starter'),
        eq(subscriptions.status, 'active'),
        or(eq(subscriptions.cancelAtPeriodEnd, false), gt(subscriptions.currentPeriodEnd, now)),
      ),
    );
  const [pending] = await db
    .select({
      n: count(),
      cents: sql<number>`coalesce(sum(${invoices.totalCents} - ${paidCentsSql}), 0)::bigint`.mapWith(Number),
    })
    .from(invoices)
    .where(inArray(invoices.status, ['sent', 'overdue']));

  return {
    totalRevenueCents: (received?.cents ?? 0) - refundsCents - chargeBacksCents,
    monthlyRevenue,
    activeSubscriptions: active?.n ?? 0,
    pendingPaymentsCents: pending?.cents ?? 0,
    pendingInvoices: pending?.n ?? 0,
    refundsCents,
    chargeBacksCents,
  };
}
