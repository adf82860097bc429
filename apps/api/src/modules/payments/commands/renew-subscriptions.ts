import { DEFAULT_PLAN } from '@agency/shared/plans';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { subscriptions } from '../../../db/schema/index.ts';
import { type ChangeContext, commitChange } from '../../../lib/commit-change.ts';
import { invoiceSentEffects, issuePeriodInvoice, periodEnd } from '../plans.ts';

/** The renewal job's change context: the system acts (no person, no request). */
const RENEWAL: ChangeContext = { actor: null, request: {} };

/**
 * The renewal job (manual billing): a paid period that has ended starts the next one and issues its invoice; a
 * cancelled one ends (the organisation is on Starter). Stripe Billing renews its own subscriptions.
 */
export async function renewDueSubscriptions(db: Db, now = new Date()) {
  const due = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        lte(subscriptions.currentPeriodEnd, now),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.provider, 'manual'),
      ),
    )
    .limit(500);
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
      if (row?.status !== 'active' || row.currentPeriodEnd.getTime() > now.getTime()) return;
      const target = { type: 'client', id: row.clientId };
      const scope = { clientId: row.clientId, clientVisible: true };
      if (row.cancelAtPeriodEnd || row.plan === DEFAULT_PLAN) {
        await tx.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.id, id));
        await commitChange(tx, RENEWAL, {
          audit: { action: 'subscription.ended', category: 'settings', target, scope, details: { plan: row.plan } },
        });
        return;
      }
      const start = row.currentPeriodEnd;
      const end = periodEnd(start, row.billingCycle);
      const invoice = await issuePeriodInvoice(tx, {
        clientId: row.clientId,
        plan: row.plan,
        cycle: row.billingCycle,
        start,
        end,
        actorId: null,
        status: 'sent',
      });
      await tx
        .update(subscriptions)
        .set({ currentPeriodStart: start, currentPeriodEnd: end })
        .where(eq(subscriptions.id, id));
      await commitChange(tx, RENEWAL, {
        ...(await invoiceSentEffects(tx, row.clientId, invoice)),
        audit: {
          action: 'subscription.renewed',
          category: 'settings',
          target,
          scope,
          details: { plan: row.plan, invoiceNumber: invoice.number },
        },
      });
    });
  }
}
