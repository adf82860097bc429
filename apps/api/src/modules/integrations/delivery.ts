import { createHmac } from 'node:crypto';
import { WEBHOOK_DISABLE_AFTER } from '@agency/shared/integrations';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookDeliveries, webhooks } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { commitChange } from '../../lib/commit-change.ts';
import { claimable, claimValues, heldBy, released } from '../../lib/lease.ts';
import { notificationText } from '../../lib/notification-texts.ts';
import { activeAdminIds } from '../../lib/recipients.ts';
import { WEBHOOK_DELIVERY_JOB } from '../../lib/webhook-events.ts';
import { slackMessage } from './slack.ts';

/** After the first failed attempt: 1 min, 5 min, 30 min, 2 h, 6 h; then the delivery stays failed (replayable). */
export const WEBHOOK_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];
export const WEBHOOK_TIMEOUT_MS = 10_000;
/**
 * How long a claim on a delivery lasts: one attempt (a 10 s timeout, then a few writes) ends well inside it, so a
 * delivery still 'sending' past it was left by a worker that died, and another may claim it (lib/lease.ts). Shorter
 * than the job queue's lease, so the queue's own retry of that job finds the delivery's lease already over.
 */
export const WEBHOOK_LEASE_MS = 2 * 60_000;
const SNIPPET_BYTES = 1024;

/** Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, so a receiver can refuse old replays. */
export function signWebhook(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/** The product's own origin: a webhook pointed at it would let an admin make the server call its own API. */
export function isOwnOrigin(url: string, publicUrl: string): boolean {
  try {
    return new URL(url).origin === new URL(publicUrl).origin;
  } catch {
    return true;
  }
}

export interface DeliveryDeps {
  db: Db;
  now: Date;
  publicUrl: string;
  fetch?: typeof fetch;
}

interface Outcome {
  ok: boolean;
  status: number | null;
  durationMs: number;
  snippet: string | null;
  error: string | null;
}

async function send(deps: DeliveryDeps, url: string, body: string, headers: Record<string, string>): Promise<Outcome> {
  if (isOwnOrigin(url, deps.publicUrl))
    return { ok: false, status: null, durationMs: 0, snippet: null, error: 'Refused: the portal’s own origin' };
  const started = performance.now();
  try {
    const response = await (deps.fetch ?? fetch)(url, {
      method: 'POST',
      body,
      headers,
      // Never follow: a redirect could lead the request somewhere the admin never entered.
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    const text = await response.text().catch(() => '');
    const snippet = Buffer.from(text).subarray(0, SNIPPET_BYTES).toString('utf8');
    const ok = response.status >= 200 && response.status < 300;
    return {
      ok,
      status: response.status,
      durationMs: Math.round(performance.now() - started),
      snippet: snippet || null,
      error: ok
        ? null
        : response.status >= 300 && response.status < 400
          ? 'Redirect not followed'
          : `HTTP ${response.status}`,
    };
  } catch (error) {
    const message =
      error instanceof Error ? (error.name === 'TimeoutError' ? 'Timed out after 10 s' : error.message) : String(error);
    return {
      ok: false,
      status: null,
      durationMs: Math.round(performance.now() - started),
      snippet: null,
      error: message,
    };
  }
}

/**
 * The `webhooks.deliver` job: one attempt at one delivery. It claims the row under a lease (pending, or sending with
 * its lease run out → sending) so a duplicate job does nothing, signs and posts the body, and records the outcome in
 * the delivery log while its claim still holds the row. A failure schedules the next
 * attempt as a new job at the backoff's time, and counts against the endpoint: WEBHOOK_DISABLE_AFTER failures in a
 * row switch it off and notify the admins.
 */
export async function deliverWebhook(deps: DeliveryDeps, deliveryId: string): Promise<void> {
  const { db, now } = deps;
  const claim = claimValues(now, WEBHOOK_LEASE_MS);
  // One conditional UPDATE: of two workers claiming at once, the second re-checks the row after the first's commit,
  // finds a live lease and claims nothing. Only when due: a retry job left behind by a replay finds its delivery
  // already sent, or rescheduled, and stops.
  const [claimed] = await db
    .update(webhookDeliveries)
    .set({ ...claim, attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(and(eq(webhookDeliveries.id, deliveryId), claimable(webhookDeliveries, now)))
    .returning();
  if (!claimed) return;
  const held = heldBy(webhookDeliveries, deliveryId, claim.claimId);
  const [endpoint] = await db.select().from(webhooks).where(eq(webhooks.id, claimed.webhookId));
  if (!endpoint?.active) {
    await db
      .update(webhookDeliveries)
      .set({ status: 'failed', lastError: 'Endpoint disabled', ...released })
      .where(held);
    return;
  }
  const body =
    endpoint.format === 'slack' ? JSON.stringify(slackMessage(claimed.payload)) : JSON.stringify(claimed.payload);
  const outcome = await send(deps, endpoint.url, body, {
    'content-type': 'application/json',
    'user-agent': 'Agency-Webhooks/1.0',
    'x-agency-event': claimed.event,
    'x-agency-delivery': claimed.id,
    'x-agency-signature': signWebhook(endpoint.secret, body, now),
  });
  await db.transaction(async (tx) => {
    const retryIn = WEBHOOK_RETRY_DELAYS_MS[claimed.attempts - 1];
    const retry = !outcome.ok && retryIn !== undefined;
    const nextAttemptAt = retry ? new Date(now.getTime() + retryIn) : now;
    const [recorded] = await tx
      .update(webhookDeliveries)
      .set({
        status: outcome.ok ? 'sent' : retry ? 'pending' : 'failed',
        responseStatus: outcome.status,
        durationMs: outcome.durationMs,
        responseSnippet: outcome.snippet,
        lastError: outcome.error?.slice(0, 1000) ?? null,
        nextAttemptAt,
        deliveredAt: outcome.ok ? now : null,
        ...released,
      })
      .where(held)
      .returning({ id: webhookDeliveries.id });
    // Taken over after this lease ran out: the new holder records its own attempt and schedules what follows.
    if (!recorded) return;
    if (retry) await enqueueJob(tx, { name: WEBHOOK_DELIVERY_JOB, payload: { deliveryId }, runAt: nextAttemptAt });
    await countOutcome(tx, endpoint, outcome.ok, now);
  });
}

/** How many stuck deliveries one sweep queues at most; the next minute's sweep takes the rest. */
const RECLAIM_BATCH = 100;

/**
 * The `webhooks.reclaim` sweep: a delivery still 'sending' after its lease ran out belonged to a worker that died
 * (or whose job ended without recording it). Each gets one delivery job per expired lease (the lease's end is in the
 * dedupe key), whose claim then sends it once more; the queue's own retry of the dead worker's job may get there
 * first, and the claim lets only one of them send.
 */
export async function reclaimStuckDeliveries(db: Db, now: Date): Promise<number> {
  const stuck = await db
    .select({ id: webhookDeliveries.id, lockedUntil: webhookDeliveries.lockedUntil })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'sending'), lte(webhookDeliveries.lockedUntil, now)))
    .limit(RECLAIM_BATCH);
  for (const row of stuck) {
    await enqueueJob(db, {
      name: WEBHOOK_DELIVERY_JOB,
      payload: { deliveryId: row.id },
      runAt: now,
      dedupeKey: `webhook-reclaim:${row.id}:${row.lockedUntil!.getTime()}`,
    });
  }
  return stuck.length;
}

async function countOutcome(tx: Db, endpoint: typeof webhooks.$inferSelect, ok: boolean, now: Date) {
  if (ok) {
    await tx.update(webhooks).set({ consecutiveFailures: 0 }).where(eq(webhooks.id, endpoint.id));
    return;
  }
  const [counted] = await tx
    .update(webhooks)
    .set({ consecutiveFailures: sql`${webhooks.consecutiveFailures} + 1` })
    .where(eq(webhooks.id, endpoint.id))
    .returning({ failures: webhooks.consecutiveFailures, active: webhooks.active });
  if (!counted?.active || counted.failures < WEBHOOK_DISABLE_AFTER) return;
  await tx.update(webhooks).set({ active: false, disabledAt: now }).where(eq(webhooks.id, endpoint.id));
  const admins = await activeAdminIds(tx);
  await commitChange(
    tx,
    { actor: null },
    {
      audit: {
        action: 'webhook.disabled',
        category: 'system',
        level: 'warning',
        target: { type: 'webhook', id: endpoint.id, label: endpoint.url },
        details: { failures: counted.failures },
      },
      notify: admins.map((userId) => ({
        userId,
        type: 'system' as const,
        level: 'error' as const,
        text: notificationText('webhookDisabled', { url: endpoint.url, count: counted.failures }),
        actionUrl: '/dashboard/integrations',
        related: { type: 'webhook', id: endpoint.id, name: endpoint.url },
      })),
    },
  );
}
