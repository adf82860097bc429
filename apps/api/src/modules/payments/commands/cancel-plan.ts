import { PAYMENT_MESSAGES } from '@agency/shared/payments';
import { DEFAULT_PLAN, PLAN_MESSAGES, PLAN_UNDO_MS } from '@agency/shared/plans';
import { and, eq, isNull } from 'drizzle-orm';
import { clients, subscriptions } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import type { PaymentProvider } from '../../../payments/provider.ts';
import {
  getSubscription,
  PLAN_CHANGE_JOB,
  type PlanChangePayload,
  quotePlanChange,
  snapshotOf,
  subscriptionOf,
} from '../plans.ts';
import { alongside, closePendingChange } from './send-plan-invoice.ts';

/**
 * Cancel: the plan runs until the end of its paid period, then the organisation is on Starter. Nothing is billed;
 * with the manual provider it can be undone for the undo window (after it, Resume does the same).
 */
export async function cancelPlan(
  ctx: ServiceContext,
  provider: PaymentProvider,
  clientId: string,
  expectedAmountDueCents?: number,
) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(and(eq(clients.id, clientId), isNull(clients.archivedAt)));
    if (!client) throw notFound('Not found');
    const row = await subscriptionOf(tx, clientId, true);
    const quote = quotePlanChange(row, { plan: DEFAULT_PLAN, billingCycle: 'monthly' }, provider.name, now);
    if (!row) throw conflict(PAYMENT_MESSAGES.nothingToCancel);
    if (expectedAmountDueCents !== undefined && expectedAmountDueCents !== quote.amountDueCents) {
      throw conflict(PLAN_MESSAGES.quoteChanged);
    }
    const closed = await closePendingChange(tx, ctx, clientId);
    if (provider.name === 'stripe' && row.providerRef) {
      try {
        await provider.gateway.cancelSubscription(row.providerRef);
      } catch {
        throw conflict(PAYMENT_MESSAGES.cancelFailed);
      }
    }
    await tx.update(subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(subscriptions.id, row.id));
    const undoUntil = new Date(now.getTime() + PLAN_UNDO_MS);
    const payload: PlanChangePayload = {
      clientId,
      kind: 'cancel',
      invoiceId: null,
      invoiceNumber: null,
      undoUntil: undoUntil.toISOString(),
      previous: snapshotOf(row),
    };
    await commitChange(
      tx,
      ctx,
      alongside(closed, {
        audit: {
          action: 'subscription.cancelled',
          category: 'settings',
          target: { type: 'client', id: clientId, label: client.name },
          scope: { clientId, clientVisible: true },
          details: { plan: row.plan, endsAt: row.currentPeriodEnd.toISOString() },
        },
        live: { type: 'subscriptions.updated', clientId, payload: { clientId } },
        jobs: quote.undoable && {
          name: PLAN_CHANGE_JOB,
          runAt: undoUntil,
          payload: { ...payload },
          dedupeKey: `${PLAN_CHANGE_JOB}:${clientId}:${now.getTime()}`,
        },
      }),
    );
  });
  return { subscription: await getSubscription(ctx.db, clientId, now), invoiceNumber: null };
}
