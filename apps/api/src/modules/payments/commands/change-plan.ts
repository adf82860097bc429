import { PAYMENT_MESSAGES } from '@agency/shared/payments';
import { type BillingCycle, DEFAULT_PLAN, PLAN_MESSAGES, PLAN_UNDO_MS, PLANS, type PlanId } from '@agency/shared/plans';
import { and, eq, isNull } from 'drizzle-orm';
import { clients, subscriptions } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { type ServiceContext, userOf } from '../../../lib/service-context.ts';
import type { PaymentProvider } from '../../../payments/provider.ts';
import {
  effectivePlan,
  getSubscription,
  issuePeriodInvoice,
  PLAN_CHANGE_JOB,
  type PlanChangePayload,
  quotePlanChange,
  snapshotOf,
  subscriptionOf,
} from '../plans.ts';
import { cancelPlan } from './cancel-plan.ts';
import { alongside, closePendingChange } from './send-plan-invoice.ts';

/**
 * Upgrade or downgrade (or switch the billing cycle, or resume a cancelled plan), as quoted (quotePlanChange): the
 * change is made only here, on the confirmation, and refused with 409 when the amount the confirmation showed is
 * no longer the amount due. With the manual provider the new period's invoice (price less the unused credit) is a
 * draft, sent when the undo window closes; with Stripe a Stripe Billing subscription is created and charged.
 */
export async function changePlan(
  ctx: ServiceContext,
  provider: PaymentProvider,
  clientId: string,
  target: { plan: PlanId; billingCycle: BillingCycle; expectedAmountDueCents?: number },
) {
  if (target.plan === DEFAULT_PLAN) return cancelPlan(ctx, provider, clientId, target.expectedAmountDueCents);
  const actor = userOf(ctx);
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id, name: clients.name, email: clients.email, stripeCustomerId: clients.stripeCustomerId })
      .from(clients)
      .where(and(eq(clients.id, clientId), isNull(clients.archivedAt)))
      .for('update');
    if (!client) throw notFound('Not found');
    const row = await subscriptionOf(tx, clientId, true);
    const quote = quotePlanChange(row, target, provider.name, now);
    if (target.expectedAmountDueCents !== undefined && target.expectedAmountDueCents !== quote.amountDueCents) {
      throw conflict(PLAN_MESSAGES.quoteChanged);
    }
    const closed = await closePendingChange(tx, ctx, clientId);
    const auditTarget = { type: 'client', id: clientId, label: client.name };
    const scope = { clientId, clientVisible: true };
    const live = { type: 'subscriptions.updated' as const, clientId, payload: { clientId } };

    if (quote.kind === 'resume' && row) {
      // Resuming a cancelled plan before its period ends: nothing new to bill.
      await tx
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: false, status: 'active' })
        .where(eq(subscriptions.id, row.id));
      await commitChange(
        tx,
        ctx,
        alongside(closed, {
          audit: {
            action: 'subscription.resumed',
            category: 'settings',
            target: auditTarget,
            scope,
            details: { plan: target.plan, billingCycle: target.billingCycle },
          },
          live,
        }),
      );
      return { invoiceNumber: null };
    }

    const plan = PLANS[target.plan];
    let end = quote.nextBillingDate ?? now;
    let providerRef: string | null = null;
    let invoice: { id: string; number: string } | null = null;
    if (provider.name === 'stripe') {
      try {
        const customerId =
          client.stripeCustomerId ??
          (await provider.gateway.createCustomer({ name: client.name, email: client.email, clientId }));
        if (!client.stripeCustomerId) {
          await tx.update(clients).set({ stripeCustomerId: customerId }).where(eq(clients.id, clientId));
        }
        if (row?.providerRef) await provider.gateway.endSubscription(row.providerRef);
        const created = await provider.gateway.createSubscription({
          customerId,
          planId: plan.id,
          planName: plan.name,
          amountCents: quote.priceCents,
          interval: target.billingCycle === 'yearly' ? 'year' : 'month',
          clientId,
        });
        providerRef = created.id;
        end = created.periodEnd ?? end;
      } catch {
        throw conflict(PAYMENT_MESSAGES.subscriptionFailed);
      }
    } else if (quote.amountDueCents > 0) {
      invoice = await issuePeriodInvoice(tx, {
        clientId,
        plan: target.plan,
        cycle: target.billingCycle,
        start: now,
        end,
        actorId: actor.id,
        status: 'draft',
        amountCents: quote.amountDueCents,
        creditCents: quote.creditCents,
      });
    }
    const values = {
      plan: target.plan,
      billingCycle: target.billingCycle,
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: end,
      cancelAtPeriodEnd: false,
      provider: provider.name,
      providerRef,
    } as const;
    await tx
      .insert(subscriptions)
      .values({ clientId, ...values })
      .onConflictDoUpdate({ target: subscriptions.clientId, set: values });
    const undoUntil = new Date(now.getTime() + PLAN_UNDO_MS);
    const payload: PlanChangePayload = {
      clientId,
      kind: quote.kind,
      invoiceId: invoice?.id ?? null,
      invoiceNumber: invoice?.number ?? null,
      undoUntil: undoUntil.toISOString(),
      previous: snapshotOf(row),
    };
    await commitChange(
      tx,
      ctx,
      alongside(closed, {
        audit: {
          action: quote.kind === 'downgrade' ? 'subscription.downgraded' : 'subscription.upgraded',
          category: 'settings',
          target: auditTarget,
          scope,
          details: {
            from: row ? effectivePlan(row, now) : DEFAULT_PLAN,
            to: target.plan,
            billingCycle: target.billingCycle,
            invoiceNumber: invoice?.number ?? null,
            creditCents: quote.creditCents,
            amountDueCents: quote.amountDueCents,
          },
        },
        // A draft invoice is the staff's until it is sent.
        live: invoice ? [live, { type: 'invoices.updated' as const, payload: { id: invoice.id } }] : live,
        // The invoice goes out when the undo window closes (Stripe has charged already: nothing to undo).
        jobs: quote.undoable && {
          name: PLAN_CHANGE_JOB,
          runAt: undoUntil,
          payload: { ...payload },
          dedupeKey: `${PLAN_CHANGE_JOB}:${clientId}:${now.getTime()}`,
        },
      }),
    );
    return { invoiceNumber: invoice?.number ?? null };
  });
  return { subscription: await getSubscription(ctx.db, clientId, now), invoiceNumber: result.invoiceNumber };
}
