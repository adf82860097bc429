import { eq } from 'drizzle-orm';
import { webhooks } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { notFound } from '../../../lib/errors.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { newWebhookSecret, webhookAudit } from '../effects.ts';
import { getWebhook } from '../queries.ts';

/** Roll secret: the old one stops signing at once; the answer shows the new one, once. */
export async function rollWebhookSecret(ctx: ServiceContext, id: string) {
  const secret = newWebhookSecret();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhooks)
      .set({ secret, updatedAt: ctx.now() })
      .where(eq(webhooks.id, id))
      .returning({ id: webhooks.id, url: webhooks.url });
    if (!row) throw notFound();
    await commitChange(tx, ctx, { audit: webhookAudit('webhook.secret_rolled', row) });
  });
  return { ...(await getWebhook(ctx.db, id)), secret };
}
