import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { invoices, jobs } from '../../../db/schema/index.ts';
import type { ChangeEffects } from '../../../lib/commit-change.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { invoiceSentEffects, type PlanChangePayload, pendingChangeJob, subscriptionOf } from '../plans.ts';

/**
 * Sends a plan change's draft invoice (status sent, the client's users told) unless it is no longer a draft (an
 * admin sent or deleted it). Returns what that causes, for the caller's one commitChange.
 */
async function sendDraft(tx: Db, ctx: ServiceContext, payload: PlanChangePayload): Promise<ChangeEffects> {
  if (!payload.invoiceId) return {};
  const [invoice] = await tx
    .select({ id: invoices.id, number: invoices.number, status: invoices.status, description: invoices.description })
    .from(invoices)
    .where(eq(invoices.id, payload.invoiceId))
    .for('update');
  if (invoice?.status !== 'draft') return {};
  await tx.update(invoices).set({ status: 'sent', sentAt: ctx.now() }).where(eq(invoices.id, invoice.id));
  return {
    ...(await invoiceSentEffects(tx, payload.clientId, invoice)),
    audit: {
      action: 'invoice.sent',
      category: 'billing',
      target: { type: 'invoice', id: invoice.id, label: invoice.number },
      scope: { clientId: payload.clientId },
      details: { reason: 'plan change', kind: payload.kind },
    },
  };
}

/**
 * Closes a client's pending plan change now, inside a new change's transaction (a second change while the first
 * can still be undone makes the first final: its invoice is sent, its job done). The subscription row is locked
 * by the caller. Returns the effects to commit with the new change.
 */
export async function closePendingChange(tx: Db, ctx: ServiceContext, clientId: string): Promise<ChangeEffects> {
  const job = await pendingChangeJob(tx, clientId, true);
  if (!job) return {};
  const effects = await sendDraft(tx, ctx, job.payload);
  await tx
    .update(jobs)
    .set({ status: 'completed', completedAt: ctx.now(), lastError: null })
    .where(eq(jobs.id, job.id));
  return effects;
}

const many = <T>(value: T | T[] | null | undefined | false): T[] =>
  !value ? [] : Array.isArray(value) ? value : [value];

/** A change's own effects with those of the pending change it closed, for its one commitChange. */
export function alongside(closed: ChangeEffects, own: ChangeEffects): ChangeEffects {
  return {
    audit: [...many(closed.audit), ...many(own.audit)],
    live: [...many(closed.live), ...many(own.live)],
    notify: [...many(closed.notify), ...many(own.notify)],
    mail: [...many(closed.mail), ...many(own.mail)],
    jobs: [...many(closed.jobs), ...many(own.jobs)],
  };
}

/**
 * The `subscriptions.plan-change` job: the undo window has closed, so the change's invoice goes out. It holds the
 * subscription's lock, like an undo, so the two never both act (an undo finds this job no longer pending: 409).
 */
export async function sendPlanInvoice(ctx: ServiceContext, payload: PlanChangePayload): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await subscriptionOf(tx, payload.clientId, true);
    const effects = await sendDraft(tx, ctx, payload);
    // The change is final now: the subscription's screens drop their Undo.
    const final = {
      type: 'subscriptions.updated' as const,
      clientId: payload.clientId,
      payload: { clientId: payload.clientId },
    };
    await commitChange(tx, ctx, alongside(effects, { live: final }));
  });
}
