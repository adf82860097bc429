import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, webhookDeliveries, webhooks } from '../../db/schema/index.ts';
import { queueWebhooks, webhookEventsOf } from '../../lib/webhook-events.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';
import { createInvoice } from '../../test/factories.ts';
import { startReceiver, verifySignature } from '../../test/webhook-receiver.ts';

let t: TestApp;
let admin: ReturnType<typeof as>;
let adminId: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const orgs: Record<'a' | 'b', string> = { a: '', b: '' };
const MIN = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const user = await createUser(db, { role: 'ADMIN' });
  adminId = user.id;
  admin = as(t.app, await signIn(t.app, user.email));
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
beforeEach(async () => {
  // Each test starts with no endpoints, so an earlier one's never answers a later event.
  await t.database.db.delete(webhooks);
  // Fresh organisations too: a Starter plan has room for 5 projects.
  orgs.a = (await createClient(t.database.db, 'Harbor Retail')).id;
  orgs.b = (await createClient(t.database.db, 'Pulse Health')).id;
  receiver.received.length = 0;
  receiver.respond(200);
});

async function addWebhook(body: Record<string, unknown>) {
  const res = await admin({ method: 'POST', url: '/api/webhooks', payload: { url: receiver.url, ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; secret: string };
}

async function createProject(clientId: string, name = 'Storefront') {
  const res = await admin({ method: 'POST', url: '/api/projects', payload: { name, clientId } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const log = async (id: string) => (await admin({ method: 'GET', url: `/api/webhooks/${id}/deliveries` })).json().items;

describe('outgoing webhooks', () => {
  it('shows the secret once and delivers a signed event to the receiver', async () => {
    const hook = await addWebhook({ events: ['project.created'], description: 'CRM' });
    expect(hook.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    const read = await admin({ method: 'GET', url: `/api/webhooks/${hook.id}` });
    expect(read.body).not.toContain(hook.secret);
    const list = await admin({ method: 'GET', url: '/api/webhooks' });
    expect(list.body).not.toContain(hook.secret);

    const projectId = await createProject(orgs.a);
    await t.app.jobs.runDue(at(new Date(), 1000));
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(verifySignature(request!.headers['x-agency-signature'] as string, request!.body, hook.secret)).toBe(true);
    expect(verifySignature(request!.headers['x-agency-signature'] as string, request!.body, 'whsec_wrong')).toBe(false);
    expect(JSON.parse(request!.body)).toMatchObject({
      type: 'project.created',
      data: { object: 'project', id: projectId, label: 'Storefront', clientId: orgs.a },
    });
    expect(request!.headers['x-agency-event']).toBe('project.created');
    const [delivery] = await log(hook.id);
    expect(delivery).toMatchObject({ event: 'project.created', status: 'sent', responseStatus: 200, attempts: 1 });
    expect(delivery.responseSnippet).toBe('ok');
    expect(typeof delivery.durationMs).toBe('number');
  });

  it('retries a 500 with backoff (1 min, then 5 min) until it is delivered', async () => {
    const hook = await addWebhook({ events: ['project.created'] });
    receiver.respond(500, 'x'.repeat(5000));
    await createProject(orgs.a);
    const t0 = at(new Date(), 1000);
    await t.app.jobs.runDue(t0);
    let [delivery] = await log(hook.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500, lastError: 'HTTP 500' });
    expect(delivery.responseSnippet).toHaveLength(1024);
    expect(new Date(delivery.nextAttemptAt).getTime()).toBe(t0.getTime() + MIN);

    await t.app.jobs.runDue(at(t0, 59_000));
    expect(receiver.received).toHaveLength(1);
    const t1 = at(t0, MIN);
    await t.app.jobs.runDue(t1);
    expect(receiver.received).toHaveLength(2);
    [delivery] = await log(hook.id);
    expect(new Date(delivery.nextAttemptAt).getTime()).toBe(t1.getTime() + 5 * MIN);

    receiver.respond(200);
    await t.app.jobs.runDue(at(t1, 5 * MIN));
    [delivery] = await log(hook.id);
    expect(delivery).toMatchObject({ status: 'sent', attempts: 3, responseStatus: 200 });
    expect(receiver.received[2]!.body).toBe(receiver.received[0]!.body);
  });

  it('replays a delivery from the log: the same payload, a new attempt', async () => {
    const hook = await addWebhook({ events: ['project.created'] });
    await createProject(orgs.a);
    const t0 = at(new Date(), 1000);
    await t.app.jobs.runDue(t0);
    const [delivery] = await log(hook.id);
    const replay = await admin({ method: 'POST', url: `/api/webhooks/${hook.id}/deliveries/${delivery.id}/replay` });
    expect(replay.statusCode, replay.body).toBe(202);
    await t.app.jobs.runDue(at(t0, 1000));
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    expect((await log(hook.id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    const other = await admin({
      method: 'POST',
      url: `/api/webhooks/00000000-0000-4000-8000-000000000000/deliveries/${delivery.id}/replay`,
    });
    expect(other.statusCode).toBe(404);
  });

  it('does not follow a redirect', async () => {
    const hook = await addWebhook({ events: ['project.created'] });
    receiver.respond(302, '', { location: `${receiver.url}/elsewhere` });
    await createProject(orgs.a);
    await t.app.jobs.runDue(at(new Date(), 1000));
    expect(receiver.received).toHaveLength(1);
    expect((await log(hook.id))[0]).toMatchObject({ responseStatus: 302, lastError: 'Redirect not followed' });
  });

  it('disables an endpoint after 10 failures in a row and tells the admins', async () => {
    const hook = await addWebhook({ events: ['project.created'] });
    receiver.respond(503);
    await createProject(orgs.a, 'One');
    await createProject(orgs.a, 'Two');
    let now = at(new Date(), 1000);
    for (let round = 0; round < 5; round++) {
      await t.app.jobs.runDue(now);
      now = at(now, 7 * 3_600_000);
    }
    expect(receiver.received).toHaveLength(10);
    const [endpoint] = await t.database.db.select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(endpoint).toMatchObject({ active: false, consecutiveFailures: 10 });
    expect(endpoint!.disabledAt).toBeInstanceOf(Date);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, adminId));
    expect(told.some((row) => row.title === 'Webhook disabled')).toBe(true);
    // Nothing more goes out, and a replay waits until the endpoint is switched back on.
    await t.app.jobs.runDue(now);
    expect(receiver.received).toHaveLength(10);
    const [delivery] = await log(hook.id);
    const refused = await admin({ method: 'POST', url: `/api/webhooks/${hook.id}/deliveries/${delivery.id}/replay` });
    expect(refused.statusCode).toBe(409);
    const on = await admin({ method: 'PATCH', url: `/api/webhooks/${hook.id}`, payload: { active: true } });
    expect(on.json()).toMatchObject({ active: true, consecutiveFailures: 0, disabledAt: null });
  });

  it('sends a client organisation’s endpoint only that organisation’s events', async () => {
    const agency = await addWebhook({ events: ['project.created', 'client.created'] });
    const orgA = await addWebhook({ events: ['project.created', 'client.created'], clientId: orgs.a });
    await createProject(orgs.b, 'Pulse secret');
    await createProject(orgs.a, 'Harbor site');
    await t.app.jobs.runDue(at(new Date(), 1000));
    const events = async (id: string) =>
      (await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, id))).map(
        (row) => (row.payload.data as { label: string }).label,
      );
    expect((await events(agency.id)).sort()).toEqual(['Harbor site', 'Pulse secret']);
    expect(await events(orgA.id)).toEqual(['Harbor site']);
    const bodies = receiver.received.map((request) => request.body);
    expect(bodies.filter((body) => body.includes('Pulse secret'))).toHaveLength(1);
  });

  it('posts a Slack-compatible { text } message', async () => {
    await addWebhook({ events: ['project.created'], format: 'slack' });
    await createProject(orgs.a, 'Launch <page>');
    await t.app.jobs.runDue(at(new Date(), 1000));
    expect(JSON.parse(receiver.received[0]!.body)).toEqual({
      text: '*New project*: Launch &lt;page&gt; (`project.created`)',
    });
  });

  it('refuses hostile and own-origin URLs and unknown events', async () => {
    for (const url of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'ftp://example.com/x',
      'data:text/plain,hi',
      `https://example.com/${'a'.repeat(2100)}`,
      'https://user:pass@example.com/hook',
      'https://example.com/\ud800',
      'HTTP://',
      `${t.app.config.publicUrl}/api/health`,
      '',
    ]) {
      const res = await admin({ method: 'POST', url: '/api/webhooks', payload: { url, events: ['project.created'] } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields?.url ?? res.json().error.message, url).toBeTruthy();
    }
    const unknown = await admin({
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: receiver.url, events: ['x'] },
    });
    expect(unknown.statusCode).toBe(400);
    const none = await admin({ method: 'POST', url: '/api/webhooks', payload: { url: receiver.url, events: [] } });
    expect(none.statusCode).toBe(400);
    const empty = await admin({
      method: 'PATCH',
      url: '/api/webhooks/00000000-0000-4000-8000-000000000000',
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('rolls the secret: the new one signs, the old one no longer does', async () => {
    const hook = await addWebhook({ events: ['project.created'] });
    const rolled = await admin({ method: 'POST', url: `/api/webhooks/${hook.id}/roll-secret` });
    expect(rolled.statusCode).toBe(200);
    const secret = rolled.json().secret as string;
    expect(secret).not.toBe(hook.secret);
    await createProject(orgs.a);
    await t.app.jobs.runDue(at(new Date(), 1000));
    const [request] = receiver.received;
    expect(verifySignature(request!.headers['x-agency-signature'] as string, request!.body, secret)).toBe(true);
    expect(verifySignature(request!.headers['x-agency-signature'] as string, request!.body, hook.secret)).toBe(false);
  });
});

describe('which changes are events', () => {
  it('maps audit actions to catalogue events', () => {
    const entry = (action: string, details?: Record<string, unknown>) =>
      webhookEventsOf({ action, category: 'project', target: { type: 'x', id: '1' }, details }).map((e) => e.event);
    expect(entry('message.sent')).toEqual(['message.created']);
    expect(entry('message.internal_note')).toEqual([]);
    expect(entry('task.moved', { from: 'review', to: 'done' })).toEqual(['task.completed']);
    expect(entry('task.moved', { from: 'todo', to: 'review' })).toEqual([]);
    expect(entry('proposal.approved')).toEqual(['proposal.approved']);
    expect(entry('invoice.updated')).toEqual([]);
  });

  it('keeps agency-only and internal events from a client organisation’s endpoint', async () => {
    const agency = await addWebhook({ events: ['task.completed', 'message.created'] });
    const orgA = await addWebhook({ events: ['task.completed', 'message.created'], clientId: orgs.a });
    const db = t.database.db;
    const target = { type: 'task', id: '1', label: 'Ship it' };
    await queueWebhooks(db, { event: 'task.completed', target, clientId: orgs.a, clientVisible: true });
    await queueWebhooks(db, { event: 'message.created', target, clientId: orgs.a, clientVisible: false });
    const count = async (id: string) =>
      (await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, id))).length;
    expect(await count(agency.id)).toBe(2);
    expect(await count(orgA.id)).toBe(0);
  });
});

describe('invoice.paid', () => {
  it('is sent once, by the payment that settles the invoice, to the agency and the invoice’s organisation', async () => {
    const agency = await addWebhook({ events: ['invoice.paid'] });
    const orgA = await addWebhook({ events: ['invoice.paid'], clientId: orgs.a });
    const orgB = await addWebhook({ events: ['invoice.paid'], clientId: orgs.b });
    const invoice = await createInvoice(t.database.db, { clientId: orgs.a, totalCents: 10_000 });
    const pay = (amountCents: number) =>
      admin({
        method: 'POST',
        url: `/api/invoices/${invoice.id}/payments`,
        payload: { amountCents, paidOn: '2026-11-20', method: 'bank_transfer', reference: '' },
      });
    expect((await pay(4_000)).statusCode).toBe(201);
    expect((await pay(6_000)).json()).toMatchObject({ status: 'paid' });
    const count = async (id: string) =>
      (await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, id))).length;
    expect([await count(agency.id), await count(orgA.id), await count(orgB.id)]).toEqual([1, 1, 0]);
  });
});

describe('the catalogue', () => {
  it('shows webhooks connected by their endpoints and stores the others’ state', async () => {
    const before = (await admin({ method: 'GET', url: '/api/integrations' })).json().items;
    expect(before.find((item: { key: string }) => item.key === 'webhooks').status).toBe('disconnected');
    await addWebhook({ events: ['project.created'] });
    const connect = await admin({
      method: 'PUT',
      url: '/api/integrations/github/status',
      payload: { connected: true },
    });
    expect(connect.statusCode, connect.body).toBe(200);
    const after = (await admin({ method: 'GET', url: '/api/integrations' })).json().items;
    const status = (key: string) => after.find((item: { key: string }) => item.key === key).status;
    expect([status('webhooks'), status('github'), status('figma'), status('slack')]).toEqual([
      'connected',
      'connected',
      'disconnected',
      'disconnected',
    ]);
    await admin({ method: 'PUT', url: '/api/integrations/github/status', payload: { connected: false } });
    const last = (await admin({ method: 'GET', url: '/api/integrations' })).json().items;
    expect(last.find((item: { key: string }) => item.key === 'github').status).toBe('disconnected');
    const unknown = await admin({ method: 'PUT', url: '/api/integrations/nope/status', payload: { connected: true } });
    expect(unknown.statusCode).toBe(400);
  });
});
