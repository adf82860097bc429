import type { Integration } from '@agency/shared/integrations';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, integrations, webhookDeliveries, webhooks } from '../../db/schema/index.ts';
import { afterCursor, type Cursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';
import { notFound } from '../../lib/errors.ts';
import { INTEGRATION_CATALOGUE } from './catalogue.ts';

/** What an endpoint shows: never its secret (shown once, by the commands that make one). */
export const webhookColumns = {
  id: webhooks.id,
  url: webhooks.url,
  description: webhooks.description,
  events: webhooks.events,
  format: webhooks.format,
  active: webhooks.active,
  clientId: webhooks.clientId,
  clientName: clients.name,
  consecutiveFailures: webhooks.consecutiveFailures,
  disabledAt: webhooks.disabledAt,
  createdAt: webhooks.createdAt,
};

export async function listWebhooks(db: Db, query: { cursor?: Cursor; limit: number }) {
  const rows = await db
    .select({ ...webhookColumns, ...keyset(webhooks) })
    .from(webhooks)
    .leftJoin(clients, eq(clients.id, webhooks.clientId))
    .where(afterCursor(webhooks, query.cursor))
    .orderBy(...newestFirst(webhooks))
    .limit(query.limit + 1);
  return toPage(rows, query.limit);
}

export async function getWebhook(db: Db, id: string) {
  const [row] = await db
    .select(webhookColumns)
    .from(webhooks)
    .leftJoin(clients, eq(clients.id, webhooks.clientId))
    .where(eq(webhooks.id, id));
  if (!row) throw notFound();
  return row;
}

/** One endpoint's delivery log, newest first. */
export async function listDeliveries(db: Db, webhookId: string, query: { cursor?: Cursor; limit: number }) {
  await getWebhook(db, webhookId);
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      webhookId: webhookDeliveries.webhookId,
      event: webhookDeliveries.event,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      responseStatus: webhookDeliveries.responseStatus,
      durationMs: webhookDeliveries.durationMs,
      responseSnippet: webhookDeliveries.responseSnippet,
      lastError: webhookDeliveries.lastError,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      deliveredAt: webhookDeliveries.deliveredAt,
      createdAt: webhookDeliveries.createdAt,
      ...keyset(webhookDeliveries),
    })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookId, webhookId), afterCursor(webhookDeliveries, query.cursor)))
    .orderBy(...newestFirst(webhookDeliveries))
    .limit(query.limit + 1);
  return toPage(rows, query.limit);
}

/**
 * The catalogue with the organisation's state: webhook and Slack entries are connected while an active endpoint of
 * their format exists; the others by their stored row (none means disconnected, D22).
 */
export async function listIntegrations(db: Db): Promise<{ items: Integration[] }> {
  const stored = await db.select().from(integrations);
  const endpoints = await db.select({ format: webhooks.format }).from(webhooks).where(eq(webhooks.active, true));
  const activeFormats = new Set(endpoints.map((endpoint) => endpoint.format));
  const items = INTEGRATION_CATALOGUE.map((entry): Integration => {
    const row = stored.find((candidate) => candidate.key === entry.key);
    const connected =
      entry.kind === 'webhook'
        ? activeFormats.has('json')
        : entry.kind === 'slack'
          ? activeFormats.has('slack')
          : row?.status === 'connected';
    return {
      ...entry,
      features: [...entry.features],
      status: connected ? 'connected' : row?.status === 'error' ? 'error' : 'disconnected',
      lastSync: row?.lastSyncAt ?? null,
    };
  });
  return { items };
}
