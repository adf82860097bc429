import { changePercent } from '@agency/shared/insight-rules';
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, invoices, payments, proposals } from '../../db/schema/index.ts';
import { PAYABLE, paidCentsSql } from '../invoices/money.ts';
import type { RangePeriods } from './ranges.ts';

const TOP_CLIENTS = 3;

/** Money received: completed payments (succeeded) whose paid time falls in the period. */
async function collected(db: Db, from: Date | null, to: Date) {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number) })
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['succeeded', 'refunded']),
        from ? gte(payments.paidAt, from) : undefined,
        lt(payments.paidAt, to),
      ),
    );
  return row?.cents ?? 0;
}

async function newClients(db: Db, from: Date | null, to: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(clients)
    .where(and(from ? gte(clients.createdAt, from) : undefined, lt(clients.createdAt, to)));
  return row?.n ?? 0;
}

/**
 * Performance Insights (001 §2: admin only), agency-wide: money collected and new clients beside the previous
 * period, what is still owed now, and the clients with the most approved value in the period.
 */
export async function performanceInsights(db: Db, periods: RangePeriods) {
  const { current, previous } = periods;
  const [got, gotBefore, owed, added, addedBefore, top] = await Promise.all([
    collected(db, current.from, current.to),
    previous ? collected(db, previous.from, previous.to) : null,
    db
      .select({
        cents: sql<number>`coalesce(sum(greatest(${invoices.totalCents} - ${paidCentsSql}, 0)), 0)`.mapWith(Number),
      })
      .from(invoices)
      .where(inArray(invoices.status, PAYABLE)),
    newClients(db, current.from, current.to),
    previous ? newClients(db, previous.from, previous.to) : null,
    db
      .select({
        id: clients.id,
        name: clients.name,
        approvedCents: sql<number>`sum(${proposals.totalCents})`.mapWith(Number),
      })
      .from(proposals)
      .innerJoin(clients, eq(clients.id, proposals.clientId))
      .where(
        and(
          eq(proposals.status, 'approved'),
          current.from ? gte(proposals.createdAt, current.from) : undefined,
          lt(proposals.createdAt, current.to),
        ),
      )
      .groupBy(clients.id, clients.name)
      .orderBy(desc(sql`3`), clients.name)
      .limit(TOP_CLIENTS),
  ]);
  return {
    collected: { value: got, previous: gotBefore, changePercent: changePercent(got, gotBefore) },
    outstandingCents: owed[0]?.cents ?? 0,
    newClients: { value: added, previous: addedBefore, changePercent: changePercent(added, addedBefore) },
    topClients: top,
  };
}
