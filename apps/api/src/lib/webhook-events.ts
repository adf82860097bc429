import { randomUUID } from 'node:crypto';
import { WEBHOOK_EVENT_CATALOGUE, type WebhookEvent } from '@agency/shared/integrations';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { webhookDeliveries, webhooks } from '../db/schema/index.ts';
import { enqueueJob } from '../jobs/queue.ts';
import type { AuditEntry } from './audit.ts';

/** The job that sends one webhook delivery (modules/integrations/delivery.ts). */
export const WEBHOOK_DELIVERY_JOB = 'webhooks.deliver';

/** One event for the organisation's endpoints; its scope decides which endpoints may receive it. */
export interface WebhookEventInput {
  event: WebhookEvent;
  target: { type: string; id?: string | null; label?: string | null };
  clientId?: string | null;
  projectId?: string | null;
  /** False keeps it from every client organisation's endpoint whatever the catalogue says (an internal change). */
  clientVisible?: boolean;
}

/**
 * The audit actions that are catalogue events: a change already names itself in its audit row, so a command sends
 * webhooks by recording its audit row through commitChange; nothing else to remember. (invoice.paid has no audit
 * row of its own: payments/effects.ts passes it explicitly.)
 */
export function webhookEventsOf(entry: AuditEntry): WebhookEventInput[] {
  const event = eventOfAction(entry);
  if (!event) return [];
  return [
    {
      event,
      target: entry.target ?? { type: 'unknown' },
      clientId: entry.scope?.clientId ?? null,
      projectId: entry.scope?.projectId ?? null,
      clientVisible: entry.scope?.clientVisible ?? false,
    },
  ];
}

function eventOfAction(entry: AuditEntry): WebhookEvent | null {
  switch (entry.action) {
    case 'project.created':
    case 'proposal.sent':
    case 'proposal.approved':
    case 'proposal.rejected':
    case 'invoice.sent':
    case 'client.created':
      return entry.action;
    case 'message.sent':
      return 'message.created';
    case 'task.moved':
      return entry.details?.to === 'done' && entry.details?.from !== 'done' ? 'task.completed' : null;
    default:
      return null;
  }
}

/** What the receiver gets: the same envelope for every endpoint, ids and labels only (it fetches the rest). */
export function webhookEnvelope(input: WebhookEventInput, now: Date) {
  return {
    id: randomUUID(),
    type: input.event,
    createdAt: now.toISOString(),
    data: {
      object: input.target.type,
      id: input.target.id ?? null,
      label: input.target.label ?? null,
      clientId: input.clientId ?? null,
      projectId: input.projectId ?? null,
    },
  };
}

/**
 * Queues a delivery (an outbox row and its job) for every active endpoint subscribed to the event and allowed to see
 * it: the agency's own endpoints see everything; a client organisation's endpoint only its own organisation's
 * client-visible events, so it never receives another organisation's data. Call it in the change's transaction.
 */
export async function queueWebhooks(tx: Db, input: WebhookEventInput, now = new Date()): Promise<number> {
  const visibleToClient = WEBHOOK_EVENT_CATALOGUE[input.event].clientVisible && input.clientVisible !== false;
  const endpoints = await tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.active, true),
        sql`${input.event} = any(${webhooks.events})`,
        visibleToClient && input.clientId
          ? or(isNull(webhooks.clientId), eq(webhooks.clientId, input.clientId))
          : isNull(webhooks.clientId),
      ),
    );
  if (endpoints.length === 0) return 0;
  const payload = webhookEnvelope(input, now);
  const rows = await tx
    .insert(webhookDeliveries)
    .values(endpoints.map((endpoint) => ({ webhookId: endpoint.id, event: input.event, payload, nextAttemptAt: now })))
    .returning({ id: webhookDeliveries.id });
  for (const row of rows)
    await enqueueJob(tx, { name: WEBHOOK_DELIVERY_JOB, payload: { deliveryId: row.id }, runAt: now });
  return rows.length;
}
