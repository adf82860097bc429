import { INTEGRATION_MESSAGES } from '@agency/shared/integrations';
import { integrations } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { badRequest } from '../../../lib/errors.ts';
import { type ServiceContext, userOf } from '../../../lib/service-context.ts';
import { catalogueEntry } from '../catalogue.ts';

/**
 * Connect or disconnect a catalogue entry that is not a real channel (D22): its state is stored for the
 * organisation. Webhooks and Slack connect through their endpoints instead.
 */
export async function setIntegrationStatus(ctx: ServiceContext, key: string, connected: boolean) {
  const user = userOf(ctx);
  const entry = catalogueEntry(key);
  if (entry?.kind !== 'catalogue') throw badRequest(INTEGRATION_MESSAGES.unknownIntegration);
  const now = ctx.now();
  const status = connected ? ('connected' as const) : ('disconnected' as const);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(integrations)
      .values({ key, status, connectedById: user.id, lastSyncAt: connected ? now : null })
      .onConflictDoUpdate({
        target: integrations.key,
        set: { status, connectedById: user.id, lastSyncAt: connected ? now : null, lastError: null, updatedAt: now },
      });
    await commitChange(tx, ctx, {
      audit: {
        action: connected ? 'integration.connected' : 'integration.disconnected',
        category: 'settings',
        target: { type: 'integration', id: key, label: entry.name },
      },
    });
  });
}
