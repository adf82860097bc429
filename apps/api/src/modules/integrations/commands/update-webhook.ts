import type { updateWebhookBody } from '@agency/shared/integrations';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { webhooks } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { notFound } from '../../../lib/errors.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { assertDeliverable, webhookAudit } from '../effects.ts';
import { getWebhook } from '../queries.ts';

/** Edit an endpoint; turning it back on starts its failure count afresh. */
export async function updateWebhook(ctx: ServiceContext, id: string, body: z.output<typeof updateWebhookBody>) {
  if (body.url) assertDeliverable(body.url, ctx.config.publicUrl);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhooks)
      .set({
        url: body.url,
        description: body.description === undefined ? undefined : body.description || null,
        events: body.events,
        active: body.active,
        ...(body.active ? { consecutiveFailures: 0, disabledAt: null } : {}),
        updatedAt: ctx.now(),
      })
      .where(eq(webhooks.id, id))
      .returning({ id: webhooks.id, url: webhooks.url });
    if (!row) throw notFound();
    await commitChange(tx, ctx, { audit: webhookAudit('webhook.updated', row, { fields: Object.keys(body) }) });
  });
  return getWebhook(ctx.db, id);
}
