import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, webhookDeliveries, webhooks } from '../../db/schema/index.ts';
import { WEBHOOK_DELIVERY_JOB } from '../../lib/webhook-events.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { startReceiver } from '../../test/webhook-receiver.ts';
import { deliverWebhook, reclaimStuckDeliveries, WEBHOOK_LEASE_MS } from './delivery.ts';

// Issue #21 point 7: a webhook delivery left 'sending' by a worker that died is claimed again once its lease runs
// out (the e-mail outbox's lease, lib/lease.ts), and sent once more; never while the lease is live, and once when
// two workers claim it at the same moment.

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let webhookId: string;

beforeAll(async () => {
  t = await createTestApp();
  receiver = await startReceiver();
  const [hook] = await t.database.db
    .insert(webhooks)
    .values({ url: receiver.url, secret: 'whsec_lease', events: ['project.created'] })
    .returning({ id: webhooks.id });
  webhookId = hook!.id;
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const later = (base: Date, ms: number) => new Date(base.getTime() + ms);

/** A delivery a worker claimed and never finished: 'sending', its lease running out at `lockedUntil`. */
async function stuckDelivery(lockedUntil: Date, label = 'stuck') {
  const [row] = await t.database.db
    .insert(webhookDeliveries)
    .values({
      webhookId,
      event: 'project.created',
      payload: { id: randomUUID(), type: 'project.created', data: { label } },
      status: 'sending',
      attempts: 1,
      nextAttemptAt: later(lockedUntil, -WEBHOOK_LEASE_MS),
      lockedUntil,
      claimId: randomUUID(),
    })
    .returning();
  return row!;
}

const delivery = async (id: string) =>
  (await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;

/** A fetch that counts the posts per delivery, yielding first so that another worker runs meanwhile. */
function countingFetch(counts: Map<string, number>): typeof fetch {
  return async (_url, init) => {
    await new Promise((resolve) => setImmediate(resolve));
    const id = new Headers(init?.headers).get('x-agency-delivery')!;
    counts.set(id, (counts.get(id) ?? 0) + 1);
    return new Response('ok', { status: 200 });
  };
}

const deps = (now: Date, fetchFn: typeof fetch) => ({
  db: t.database.db,
  now,
  publicUrl: 'http://portal.test',
  fetch: fetchFn,
});

describe('a delivery left sending by a worker that died', () => {
  it('is sent once more after its lease ran out, and then never again', async () => {
    const now = new Date();
    const row = await stuckDelivery(later(now, -1000));
    const counts = new Map<string, number>();
    await deliverWebhook(deps(now, countingFetch(counts)), row.id);
    expect(counts.get(row.id)).toBe(1);
    expect(await delivery(row.id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      responseStatus: 200,
      lockedUntil: null,
      claimId: null,
    });
    await deliverWebhook(deps(later(now, WEBHOOK_LEASE_MS * 2), countingFetch(counts)), row.id);
    expect(counts.get(row.id)).toBe(1);
  });

  it('is left alone while its lease is live, by the delivery job and by the sweep', async () => {
    const now = new Date();
    const row = await stuckDelivery(later(now, 30_000), 'live');
    const counts = new Map<string, number>();
    await deliverWebhook(deps(now, countingFetch(counts)), row.id);
    expect(counts.size).toBe(0);
    expect(await delivery(row.id)).toEqual(row);
    expect(await reclaimStuckDeliveries(t.database.db, now)).toBe(0);
  });

  // On PostgreSQL the two claims run on two pooled connections at once; PGlite has one connection and orders them.
  it('is sent once when two workers claim it at the same moment', async () => {
    const now = new Date();
    const rows = await Promise.all(Array.from({ length: 8 }, (_, n) => stuckDelivery(later(now, -1), `race ${n}`)));
    const counts = new Map<string, number>();
    await Promise.all(
      rows.flatMap((row) => [
        deliverWebhook(deps(now, countingFetch(counts)), row.id),
        deliverWebhook(deps(now, countingFetch(counts)), row.id),
      ]),
    );
    expect(rows.map((row) => counts.get(row.id))).toEqual(rows.map(() => 1));
    for (const row of rows) expect(await delivery(row.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('keeps the outcome of the worker that took over: the first holder, late, writes nothing', async () => {
    const now = new Date();
    const [row] = await t.database.db
      .insert(webhookDeliveries)
      .values({ webhookId, event: 'project.created', payload: { label: 'slow' }, nextAttemptAt: now })
      .returning();
    let answer!: (response: Response) => void;
    let posting!: () => void;
    const posted = new Promise<void>((resolve) => (posting = resolve));
    const slow = deliverWebhook(
      deps(now, () => {
        posting();
        return new Promise<Response>((resolve) => (answer = resolve));
      }),
      row!.id,
    );
    // The first worker has claimed the delivery and is waiting on the receiver; its lease then runs out.
    await posted;
    expect((await delivery(row!.id)).status).toBe('sending');
    const counts = new Map<string, number>();
    await deliverWebhook(deps(later(now, WEBHOOK_LEASE_MS), countingFetch(counts)), row!.id);
    expect(counts.get(row!.id)).toBe(1);
    answer(new Response('down', { status: 500 }));
    await slow;
    expect(await delivery(row!.id)).toMatchObject({ status: 'sent', attempts: 2, responseStatus: 200 });
    const retries = await t.database.db.select().from(jobs).where(sql`${jobs.payload}->>'deliveryId' = ${row!.id}`);
    expect(retries).toEqual([]);
  });
});

describe('the reclaim sweep', () => {
  it('queues one delivery job per expired lease, which the queue runs and the receiver gets once', async () => {
    const now = new Date();
    const row = await stuckDelivery(later(now, -1000), 'swept');
    // The first round's sweep queues the job; the next round sends it. Sweeping again queues nothing new.
    await t.app.jobs.runDue(now);
    await t.app.jobs.runDue(later(now, 1000));
    await t.app.jobs.runDue(later(now, 61_000));
    const swept = receiver.received.filter((request) => JSON.parse(request.body).data?.label === 'swept');
    expect(swept).toHaveLength(1);
    expect(await delivery(row.id)).toMatchObject({ status: 'sent', attempts: 2 });
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.name, WEBHOOK_DELIVERY_JOB));
    expect(queued.filter((job) => job.dedupeKey?.startsWith(`webhook-reclaim:${row.id}:`))).toHaveLength(1);
  });
});
