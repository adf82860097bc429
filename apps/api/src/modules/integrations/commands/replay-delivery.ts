import { INTEGRATION_MESSAGES } from '@agency/shared/integrations';
import { and, eq, gt, not } from 'drizzle-orm';
import { webhookDeliveries, webhooks } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { released } from '../../../lib/lease.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { WEBHOOK_DELIVERY_JOB } from '../../../lib/webhook-events.ts';
import { webhookAudit } from '../effects.ts';

/**
 * Replay a delivery from the log: the same payload (same event id, so a receiver can deduplicate) goes out again as
 * a new attempt, now, whatever its state. One on its way (a live lease) is left to finish; one whose worker died
 * (its lease over) may be sent again.
 */
export async function replayDelivery(ctx: ServiceContext, webhookId: string, deliveryId: string) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [endpoint] = await tx.select().from(webhooks).where(eq(webhooks.id, webhookId));
    if (!endpoint) throw notFound();
    if (!endpoint.active) throw conflict(INTEGRATION_MESSAGES.endpointDisabled);
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: now, ...released })
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookDeliveries.webhookId, webhookId),
          not(and(eq(webhookDeliveries.status, 'sending'), gt(webhookDeliveries.lockedUntil, now))!),
        ),
      )
      .returning({ id: webhookDeliveries.id, event: webhookDeliveries.event });
    if (!row) throw notFound();
    await commitChange(tx, ctx, {
      audit: webhookAudit('webhook.delivery_replayed', endpoint, { deliveryId, event: row.event }),
      jobs: { name: WEBHOOK_DELIVERY_JOB, payload: { deliveryId }, runAt: now },
    });
  });
}
