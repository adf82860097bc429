import type { createWebhookBody } from '@agency/shared/integrations';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { clients, webhooks } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { badRequest } from '../../../lib/errors.ts';
import { type ServiceContext, userOf } from '../../../lib/service-context.ts';
import { assertDeliverable, newWebhookSecret, webhookAudit } from '../effects.ts';
import { getWebhook } from '../queries.ts';

/** Add an endpoint (admin only). The answer carries the signing secret: the only time it is shown. */
export async function createWebhook(ctx: ServiceContext, body: z.output<typeof createWebhookBody>) {
  const user = userOf(ctx);
  assertDeliverable(body.url, ctx.config.publicUrl);
  const secret = newWebhookSecret();
  const id = await ctx.db.transaction(async (tx) => {
    if (body.clientId) {
      const [client] = await tx
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.id, body.clientId), isNull(clients.archivedAt)));
      if (!client) throw badRequest('Choose a client for the project', { clientId: 'Choose a client for the project' });
    }
    const [row] = await tx
      .insert(webhooks)
      .values({
        url: body.url,
        description: body.description || null,
        events: body.events,
        format: body.format,
        clientId: body.clientId ?? null,
        secret,
        createdById: user.id,
      })
      .returning({ id: webhooks.id, url: webhooks.url });
    await commitChange(tx, ctx, {
      audit: webhookAudit('webhook.created', row!, { events: body.events, format: body.format }),
    });
    return row!.id;
  });
  return { ...(await getWebhook(ctx.db, id)), secret };
}
