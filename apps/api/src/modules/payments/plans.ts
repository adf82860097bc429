import { CURRENCY } from '@agency/shared/money';
import { PAYMENT_MESSAGES } from '@agency/shared/payments';
import { type BillingCycle, DEFAULT_PLAN, PLANS, type PlanId } from '@agency/shared/plans';
import { and, count, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clientMembers, clients, invoiceItems, invoices, projects, subscriptions } from '../../db/schema/index.ts';
import { type Actor, type RequestContext, writeAudit } from '../../lib/audit.ts';
import { nextDocumentNumber } from '../../lib/document-numbers.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { notificationText } from '../../lib/notification-texts.ts';
import { activeClientUsers } from '../../lib/recipients.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import { publish } from '../../realtime/publish.ts';
import { notify } from '../notifications/service.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * The plan an organisation is on now: its subscription's, unless it has none (Starter, 001 §9) or its cancelled
 * period has run out. A cancellation runs until the end of the paid period.
 */
export function effectivePlan(row: SubscriptionRow | undefined, now = new Date()): PlanId {
  if (!row) return DEFAULT_PLAN;
  const ended = row.currentPeriodEnd.getTime() <= now.getTime();
  if (ended && (row.cancelAtPeriodEnd || row.status === 'cancelled')) return DEFAULT_PLAN;
  if (row.status === 'cancelled') return DEFAULT_PLAN;
  return row.plan;
}

async function subscriptionOf(db: Db, clientId: string, lock = false) {
  const query = db.select().from(subscriptions).where(eq(subscriptions.clientId, clientId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

async function usageOf(db: Db, clientId: string) {
  const [projectCount] = await db.select({ n: count() }).from(projects).where(eq(projects.clientId, clientId));
  const [memberCount] = await db.select({ n: count() }).from(clientMembers).where(eq(clientMembers.clientId, clientId));
  return { projects: projectCount?.n ?? 0, members: memberCount?.n ?? 0 };
}

/**
 * Refuses a new project or member beyond the organisation's plan (001 §9) with 409. Call it inside the transaction
 * that adds the row; the subscription row (when there is one) is locked so two additions cannot both pass.
 */
export async function assertWithinPlan(tx: Db, clientId: string, what: 'projects' | 'members'): Promise<void> {
  const plan = PLANS[effectivePlan(await subscriptionOf(tx, clientId, true))];
  const limit = plan.limits[what];
  if (limit === null) return;
  const usage = await usageOf(tx, clientId);
  if (usage[what] >= limit) {
    throw conflict(
      what === 'projects'
        ? PAYMENT_MESSAGES.projectLimit(plan.name, limit)
        : PAYMENT_MESSAGES.memberLimit(plan.name, limit),
    );
  }
}

/** A CLIENT's organisation is their own whatever they send; an admin names one. */
export function organisationFor(user: { role: string; clientId?: string | null }, requested?: string): string {
  if (user.role === 'CLIENT') {
    if (!user.clientId) throw notFound('Not found');
    return user.clientId;
  }
  if (!requested) throw badRequest(PAYMENT_MESSAGES.chooseClient, { clientId: PAYMENT_MESSAGES.chooseClient });
  return requested;
}

export async function getSubscription(db: Db, clientId: string, now = new Date()) {
  const [client] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.id, clientId), isNull(clients.archivedAt)));
  if (!client) throw notFound('Not found');
  const row = await subscriptionOf(db, clientId);
  const plan = effectivePlan(row, now);
  const usage = await usageOf(db, clientId);
  const onPaidPlan = row !== undefined && plan !== DEFAULT_PLAN;
  const cycle: BillingCycle = onPaidPlan ? row.billingCycle : 'monthly';
  return {
    clientId: client.id,
    clientName: client.name,
    plan,
    billingCycle: cycle,
    status: (onPaidPlan ? row.status : 'active') as 'active' | 'past_due' | 'cancelled',
    cancelAtPeriodEnd: onPaidPlan ? row.cancelAtPeriodEnd : false,
    // A cancelled plan bills nothing more; Starter never bills.
    nextBillingDate: onPaidPlan && !row.cancelAtPeriodEnd ? row.currentPeriodEnd : null,
    amountCents: onPaidPlan && !row.cancelAtPeriodEnd ? PLANS[plan].priceCents[cycle] : 0,
    provider: onPaidPlan ? row.provider : 'manual',
    usage,
  };
}

/** The end of a billing period that starts at `start`: one calendar month or year later. */
export function periodEnd(start: Date, cycle: BillingCycle): Date {
  const end = new Date(start);
  if (cycle === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Net 30 (001 §9): the period's invoice is due 30 days after it is issued. */
function addDays(date: Date, days: number) {
  return new Date(date.getTime() + days * 86_400_000);
}

/**
 * The invoice of a new plan period, issued at once (status sent) with the gap-free number of its year, and the
 * client's users notified. Manual billing: the client pays it like any invoice (bank transfer or Pay Now).
 */
async function issuePeriodInvoice(
  tx: Db,
  input: { clientId: string; plan: PlanId; cycle: BillingCycle; start: Date; end: Date; actorId: string | null },
) {
  const plan = PLANS[input.plan];
  const price = plan.priceCents[input.cycle];
  const number = await nextDocumentNumber(tx, 'INV', input.start.getUTCFullYear());
  const description = `${plan.name} plan (${input.cycle}), ${isoDay(input.start)} to ${isoDay(input.end)}`;
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number,
      clientId: input.clientId,
      status: 'sent',
      issueDate: isoDay(input.start),
      dueDate: isoDay(addDays(input.start, 30)),
      description,
      subtotalCents: price,
      taxCents: 0,
      totalCents: price,
      currency: CURRENCY,
      tags: ['subscription'],
      sentAt: input.start,
      createdById: input.actorId,
    })
    .returning({ id: invoices.id, number: invoices.number });
  await tx.insert(invoiceItems).values({
    invoiceId: invoice!.id,
    description,
    quantity: 1,
    unitPriceCents: price,
    amountCents: price,
    position: 0,
  });
  const members = await activeClientUsers(tx, input.clientId);
  await notify(
    tx,
    members.map((member) => ({
      userId: member.id,
      type: 'payment' as const,
      text: notificationText('planInvoiceIssued', { number, description }),
      actionUrl: `/dashboard/billing?invoice=${invoice!.id}`,
      related: { type: 'invoice', id: invoice!.id, name: number },
    })),
  );
  await publish(tx, { type: 'invoices.updated', clientId: input.clientId, payload: { id: invoice!.id } });
  return invoice!;
}

interface PlanChange {
  db: Db;
  provider: PaymentProvider;
  actor: Actor & { id: string };
  context?: RequestContext;
  now?: Date;
}

/**
 * Upgrade or downgrade (or switch the billing cycle). Moving to a paid plan starts a new period now and bills it:
 * with the manual provider an invoice for the period (nextDocumentNumber); with Stripe, a Stripe Billing
 * subscription that Stripe charges. Moving to Starter is a cancellation at the end of the paid period.
 */
export async function changePlan(
  { db, provider, actor, context, now = new Date() }: PlanChange,
  clientId: string,
  target: { plan: PlanId; billingCycle: BillingCycle },
) {
  if (target.plan === DEFAULT_PLAN) return cancelPlan({ db, provider, actor, context, now }, clientId);
  const result = await db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id, name: clients.name, email: clients.email, stripeCustomerId: clients.stripeCustomerId })
      .from(clients)
      .where(and(eq(clients.id, clientId), isNull(clients.archivedAt)))
      .for('update');
    if (!client) throw notFound('Not found');
    const row = await subscriptionOf(tx, clientId, true);
    const current = effectivePlan(row, now);
    if (row && current === target.plan && row.billingCycle === target.billingCycle && !row.cancelAtPeriodEnd) {
      throw conflict(PAYMENT_MESSAGES.samePlan);
    }
    if (row && current === target.plan && row.billingCycle === target.billingCycle && row.cancelAtPeriodEnd) {
      // Resuming a cancelled plan before its period ends: nothing new to bill.
      await tx
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: false, status: 'active' })
        .where(eq(subscriptions.id, row.id));
      await writeAudit(tx, {
        action: 'subscription.resumed',
        category: 'settings',
        actor,
        target: { type: 'client', id: clientId, label: client.name },
        scope: { clientId, clientVisible: true },
        details: { plan: target.plan, billingCycle: target.billingCycle },
        context,
      });
      return { invoiceNumber: null };
    }

    const start = now;
    let end = periodEnd(start, target.billingCycle);
    let providerRef: string | null = null;
    let invoiceNumber: string | null = null;
    const plan = PLANS[target.plan];
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
          amountCents: plan.priceCents[target.billingCycle],
          interval: target.billingCycle === 'yearly' ? 'year' : 'month',
          clientId,
        });
        providerRef = created.id;
        end = created.periodEnd ?? end;
      } catch {
        throw conflict(PAYMENT_MESSAGES.subscriptionFailed);
      }
    } else {
      invoiceNumber = (
        await issuePeriodInvoice(tx, {
          clientId,
          plan: target.plan,
          cycle: target.billingCycle,
          start,
          end,
          actorId: actor.id,
        })
      ).number;
    }
    const values = {
      plan: target.plan,
      billingCycle: target.billingCycle,
      status: 'active',
      currentPeriodStart: start,
      currentPeriodEnd: end,
      cancelAtPeriodEnd: false,
      provider: provider.name,
      providerRef,
    } as const;
    await tx
      .insert(subscriptions)
      .values({ clientId, ...values })
      .onConflictDoUpdate({ target: subscriptions.clientId, set: values });
    const from = row ? effectivePlan(row, now) : DEFAULT_PLAN;
    const up = plan.priceCents.monthly >= PLANS[from].priceCents.monthly;
    await writeAudit(tx, {
      action: up ? 'subscription.upgraded' : 'subscription.downgraded',
      category: 'settings',
      actor,
      target: { type: 'client', id: clientId, label: client.name },
      scope: { clientId, clientVisible: true },
      details: { from, to: target.plan, billingCycle: target.billingCycle, invoiceNumber },
      context,
    });
    await publish(tx, { type: 'subscriptions.updated', clientId, payload: { clientId } });
    return { invoiceNumber };
  });
  return { subscription: await getSubscription(db, clientId, now), invoiceNumber: result.invoiceNumber };
}

/** Cancel: the plan runs until the end of its paid period, then the organisation is on Starter. */
export async function cancelPlan({ db, provider, actor, context, now = new Date() }: PlanChange, clientId: string) {
  await db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(and(eq(clients.id, clientId), isNull(clients.archivedAt)));
    if (!client) throw notFound('Not found');
    const row = await subscriptionOf(tx, clientId, true);
    if (!row || effectivePlan(row, now) === DEFAULT_PLAN) throw conflict(PAYMENT_MESSAGES.nothingToCancel);
    if (row.cancelAtPeriodEnd) throw conflict(PAYMENT_MESSAGES.alreadyCancelled);
    if (provider.name === 'stripe' && row.providerRef) {
      try {
        await provider.gateway.cancelSubscription(row.providerRef);
      } catch {
        throw conflict(PAYMENT_MESSAGES.cancelFailed);
      }
    }
    await tx.update(subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(subscriptions.id, row.id));
    await writeAudit(tx, {
      action: 'subscription.cancelled',
      category: 'settings',
      actor,
      target: { type: 'client', id: clientId, label: client.name },
      scope: { clientId, clientVisible: true },
      details: { plan: row.plan, endsAt: row.currentPeriodEnd.toISOString() },
      context,
    });
    await publish(tx, { type: 'subscriptions.updated', clientId, payload: { clientId } });
  });
  return { subscription: await getSubscription(db, clientId, now), invoiceNumber: null };
}

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
      if (row.cancelAtPeriodEnd || row.plan === DEFAULT_PLAN) {
        await tx.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.id, id));
        await writeAudit(tx, {
          action: 'subscription.ended',
          category: 'settings',
          target: { type: 'client', id: row.clientId },
          scope: { clientId: row.clientId, clientVisible: true },
          details: { plan: row.plan },
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
      });
      await tx
        .update(subscriptions)
        .set({ currentPeriodStart: start, currentPeriodEnd: end })
        .where(eq(subscriptions.id, id));
      await writeAudit(tx, {
        action: 'subscription.renewed',
        category: 'settings',
        target: { type: 'client', id: row.clientId },
        scope: { clientId: row.clientId, clientVisible: true },
        details: { plan: row.plan, invoiceNumber: invoice.number },
      });
    });
  }
}
