import { CURRENCY, formatCents } from '@agency/shared/money';
import { PAYMENT_MESSAGES } from '@agency/shared/payments';
import {
  type BillingCycle,
  DEFAULT_PLAN,
  type PendingPlanChange,
  PLANS,
  type PlanChangeKind,
  type PlanId,
  type PlanQuote,
} from '@agency/shared/plans';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  clientMembers,
  clients,
  invoiceItems,
  invoices,
  jobs,
  projects,
  subscriptions,
} from '../../db/schema/index.ts';
import { nextDocumentNumber } from '../../lib/document-numbers.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { notificationText } from '../../lib/notification-texts.ts';
import { activeClientUsers } from '../../lib/recipients.ts';

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

export async function subscriptionOf(db: Db, clientId: string, lock = false) {
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
    pendingChange: await pendingChangeOf(db, clientId),
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
 * The invoice of a plan period with the gap-free number of its year. A renewal's is issued at once (sent, the
 * client's users notified: `invoiceSentEffects`); a plan change's is a draft until its undo window closes
 * (commands/send-plan-invoice.ts). Manual billing: the client pays it like any invoice (bank transfer or Pay Now).
 */
export async function issuePeriodInvoice(
  tx: Db,
  input: {
    clientId: string;
    plan: PlanId;
    cycle: BillingCycle;
    start: Date;
    end: Date;
    actorId: string | null;
    status: 'draft' | 'sent';
    /** What is billed (the price less a proration credit); the plan's price when not given. */
    amountCents?: number;
    creditCents?: number;
  },
) {
  const plan = PLANS[input.plan];
  const price = input.amountCents ?? plan.priceCents[input.cycle];
  const number = await nextDocumentNumber(tx, 'INV', input.start.getUTCFullYear());
  const period = `${plan.name} plan (${input.cycle}), ${isoDay(input.start)} to ${isoDay(input.end)}`;
  const description = input.creditCents
    ? `${period}, less ${formatCents(input.creditCents)} for the unused time of the previous plan`
    : period;
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number,
      clientId: input.clientId,
      status: input.status,
      issueDate: isoDay(input.start),
      dueDate: isoDay(addDays(input.start, 30)),
      description,
      subtotalCents: price,
      taxCents: 0,
      totalCents: price,
      currency: CURRENCY,
      tags: ['subscription'],
      sentAt: input.status === 'sent' ? input.start : null,
      createdById: input.actorId,
    })
    .returning({ id: invoices.id, number: invoices.number, description: invoices.description });
  await tx.insert(invoiceItems).values({
    invoiceId: invoice!.id,
    description,
    quantity: 1,
    unitPriceCents: price,
    amountCents: price,
    position: 0,
  });
  return { id: invoice!.id, number: invoice!.number, description };
}

/** What sending a plan invoice causes: its client's users told, the invoice lists refreshed. */
export async function invoiceSentEffects(
  tx: Db,
  clientId: string,
  invoice: { id: string; number: string; description: string | null },
) {
  const members = await activeClientUsers(tx, clientId);
  return {
    notify: members.map((member) => ({
      userId: member.id,
      type: 'payment' as const,
      text: notificationText('planInvoiceIssued', { number: invoice.number, description: invoice.description ?? '' }),
      actionUrl: `/dashboard/billing?invoice=${invoice.id}`,
      related: { type: 'invoice', id: invoice.id, name: invoice.number },
    })),
    live: { type: 'invoices.updated' as const, clientId, payload: { id: invoice.id } },
  };
}

// A confirmed plan change waits, undoable, as the job that sends its invoice when the undo window closes: the
// job's payload keeps what the subscription was, so an undo can put it back. (No table of its own: the pending
// job is exactly "a change whose invoice is not sent yet".)
export const PLAN_CHANGE_JOB = 'subscriptions.plan-change';

export interface PlanChangePayload {
  clientId: string;
  kind: PlanChangeKind;
  invoiceId: string | null;
  invoiceNumber: string | null;
  undoUntil: string;
  /** The subscription row before the change (its dates as ISO strings), or null when there was none. */
  previous: Record<string, unknown> | null;
}

/** The subscription row as an undo puts it back (dates as ISO strings in the job's JSON). */
export function snapshotOf(row: SubscriptionRow | undefined): PlanChangePayload['previous'] {
  if (!row) return null;
  return {
    plan: row.plan,
    billingCycle: row.billingCycle,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    provider: row.provider,
    providerRef: row.providerRef,
  };
}

/** The client's pending plan-change job (locked with `lock`, so an undo and the job cannot both act on it). */
export async function pendingChangeJob(db: Db, clientId: string, lock = false) {
  const query = db
    .select({ id: jobs.id, payload: jobs.payload })
    .from(jobs)
    .where(
      and(eq(jobs.name, PLAN_CHANGE_JOB), eq(jobs.status, 'pending'), sql`${jobs.payload}->>'clientId' = ${clientId}`),
    )
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ? { id: row.id, payload: row.payload as unknown as PlanChangePayload } : undefined;
}

async function pendingChangeOf(db: Db, clientId: string): Promise<PendingPlanChange | null> {
  const job = await pendingChangeJob(db, clientId);
  if (!job) return null;
  const { kind, invoiceNumber, undoUntil } = job.payload;
  return { kind, invoiceNumber, undoUntil: new Date(undoUntil) };
}

/** The unused part of the current paid period, in cents (manual billing; 0 on Starter or when it has ended). */
export function unusedCredit(row: SubscriptionRow | undefined, now: Date): number {
  if (row?.status !== 'active' || effectivePlan(row, now) === DEFAULT_PLAN) return 0;
  const total = row.currentPeriodEnd.getTime() - row.currentPeriodStart.getTime();
  const left = row.currentPeriodEnd.getTime() - now.getTime();
  if (total <= 0 || left <= 0) return 0;
  return Math.floor((PLANS[row.plan].priceCents[row.billingCycle] * Math.min(left, total)) / total);
}

/**
 * What moving to `target` would do, as the confirmation states it (issue #18 point 20). Cancelling (Starter) runs
 * to the end of the paid period and bills nothing; resuming a cancelled plan bills nothing until its period ends;
 * any other change starts a new period now, with the unused part of the current one credited against the new price
 * (and a credit beyond that price lengthening the new period rather than being lost). Stripe charges its own way:
 * no credit, no undo.
 */
export function quotePlanChange(
  row: SubscriptionRow | undefined,
  target: { plan: PlanId; billingCycle: BillingCycle },
  provider: 'manual' | 'stripe',
  now: Date,
): PlanQuote {
  const current = effectivePlan(row, now);
  const base = { plan: target.plan, billingCycle: target.billingCycle, undoable: provider === 'manual' };
  if (target.plan === DEFAULT_PLAN) {
    if (!row || current === DEFAULT_PLAN) throw conflict(PAYMENT_MESSAGES.nothingToCancel);
    if (row.cancelAtPeriodEnd) throw conflict(PAYMENT_MESSAGES.alreadyCancelled);
    return {
      ...base,
      kind: 'cancel',
      priceCents: 0,
      startsAt: row.currentPeriodEnd,
      nextBillingDate: null,
      creditCents: 0,
      amountDueCents: 0,
    };
  }
  const price = PLANS[target.plan].priceCents[target.billingCycle];
  if (row && current === target.plan && row.billingCycle === target.billingCycle) {
    if (!row.cancelAtPeriodEnd) throw conflict(PAYMENT_MESSAGES.samePlan);
    return {
      ...base,
      undoable: false,
      kind: 'resume',
      priceCents: price,
      startsAt: now,
      nextBillingDate: row.currentPeriodEnd,
      creditCents: 0,
      amountDueCents: 0,
    };
  }
  const credit = provider === 'manual' ? unusedCredit(row, now) : 0;
  let end = periodEnd(now, target.billingCycle);
  if (credit > price && price > 0) {
    end = new Date(end.getTime() + Math.floor(((credit - price) / price) * (end.getTime() - now.getTime())));
  }
  const from = PLANS[current].priceCents.monthly;
  const to = PLANS[target.plan].priceCents.monthly;
  const kind = current === target.plan ? 'switch' : to > from ? 'upgrade' : 'downgrade';
  return {
    ...base,
    kind,
    priceCents: price,
    startsAt: now,
    nextBillingDate: end,
    creditCents: credit,
    amountDueCents: Math.max(0, price - credit),
  };
}

/** GET /subscription/quote: the change's facts for its confirmation, nothing changed. */
export async function getPlanQuote(
  db: Db,
  provider: 'manual' | 'stripe',
  clientId: string,
  target: { plan: PlanId; billingCycle: BillingCycle },
  now = new Date(),
) {
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), isNull(clients.archivedAt)));
  if (!client) throw notFound('Not found');
  return quotePlanChange(await subscriptionOf(db, clientId), target, provider, now);
}
