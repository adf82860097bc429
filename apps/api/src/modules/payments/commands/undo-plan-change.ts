import { PLAN_MESSAGES } from '@agency/shared/plans';
import { and, eq, isNull } from 'drizzle-orm';
import { clients, invoices, jobs, subscriptions } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { releaseDocumentNumber } from '../../../lib/document-numbers.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { getSubscription, type PlanChangePayload, pendingChangeJob, subscriptionOf } from '../plans.ts';

type Previous = NonNullable<PlanChangePayload['previous']>;

/** The subscription row's values from a change's snapshot (its dates back to Dates). */
function restored(previous: Previous) {
  return {
    plan: previous.plan,
    billingCycle: previous.billingCycle,
    status: previous.status,
    currentPeriodStart: new Date(previous.currentPeriodStart as string),
    currentPeriodEnd: new Date(previous.currentPeriodEnd as string),
    cancelAtPeriodEnd: previous.cancelAtPeriodEnd,
    provider: previous.provider,
    providerRef: previous.providerRef,
  } as Partial<typeof subscriptions.$inferInsert>;
}

/**
 * Undo the last plan change while its invoice is unsent (issue #18 point 20): the subscription is put back as it
 * was, the draft invoice deleted (its number given back when it is the newest), the pending send dropped. Once the
 * invoice has gone out (the job ran, or an admin sent it) the answer is 409 and nothing changes.
 */
export async function undoPlanChange(ctx: ServiceContext, clientId: string) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(and(eq(clients.id, clientId), isNull(clients.archivedAt)));
    if (!client) throw notFound('Not found');
    // The subscription's lock first, as the job takes it: an undo and the invoice's sending never cross.
    const row = await subscriptionOf(tx, clientId, true);
    const job = await pendingChangeJob(tx, clientId, true);
    if (!row || !job) throw conflict(PLAN_MESSAGES.nothingToUndo);
    const { payload } = job;
    let invoiceNumber: string | null = null;
    if (payload.invoiceId) {
      const [invoice] = await tx
        .select({ id: invoices.id, number: invoices.number, status: invoices.status })
        .from(invoices)
        .where(eq(invoices.id, payload.invoiceId))
        .for('update');
      if (invoice && invoice.status !== 'draft') throw conflict(PLAN_MESSAGES.nothingToUndo);
      if (invoice) {
        await tx.delete(invoices).where(eq(invoices.id, invoice.id));
        await releaseDocumentNumber(tx, invoice.number);
        invoiceNumber = invoice.number;
      }
    }
    if (payload.previous) {
      await tx.update(subscriptions).set(restored(payload.previous)).where(eq(subscriptions.id, row.id));
    } else {
      await tx.delete(subscriptions).where(eq(subscriptions.id, row.id));
    }
    await tx.delete(jobs).where(eq(jobs.id, job.id));
    await commitChange(tx, ctx, {
      audit: {
        action: 'subscription.change_undone',
        category: 'settings',
        target: { type: 'client', id: clientId, label: client.name },
        scope: { clientId, clientVisible: true },
        details: {
          kind: payload.kind,
          plan: payload.previous?.plan ?? 'starter',
          deletedInvoiceNumber: invoiceNumber,
        },
      },
      live: [
        { type: 'subscriptions.updated' as const, clientId, payload: { clientId } },
        ...(payload.invoiceId ? [{ type: 'invoices.updated' as const, payload: { id: payload.invoiceId } }] : []),
      ],
    });
  });
  return { subscription: await getSubscription(ctx.db, clientId, now), invoiceNumber: null };
}
