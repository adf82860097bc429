import { eq } from 'drizzle-orm';
import { webhooks } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { notFound } from '../../../lib/errors.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { webhookAudit } from '../effects.ts';

/** Remove an endpoint with its delivery log; its queued jobs find no delivery and do nothing. */
export async function deleteWebhook(ctx: ServiceContext, id: string) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(webhooks)
      .where(eq(webhooks.id, id))
      .returning({ id: webhooks.id, url: webhooks.url });
    if (!row) throw notFound();
    await commitChange(tx, ctx, { audit: webhookAudit('webhook.deleted', row) });
  });
}
