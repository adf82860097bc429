import { PLAN_MESSAGES, PLAN_UNDO_MS } from '@agency/shared/plans';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, notifications, subscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';

// Issue #18 point 20: "Upgrade Plan changes the plan and issues an invoice on one click". A plan change is quoted
// first (new price, start date, proration), made only on confirmation, and can be undone until its invoice is sent.

let t: TestApp;
let agent: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  agent = as(t.app, await signIn(t.app, (await createUser(t.database.db, { role: 'AGENT' })).email));
});
afterAll(() => t.close());

/** A fresh organisation on Starter with a signed-in CLIENT member. */
async function organisation(name: string) {
  const org = (await createClient(t.database.db, name)).id;
  const user = await createUser(t.database.db, { role: 'CLIENT', clientId: org });
  return { org, user, client: as(t.app, await signIn(t.app, user.email)) };
}

const invoicesOf = (org: string) => t.database.db.select().from(invoices).where(eq(invoices.clientId, org));
const quote = (client: ReturnType<typeof as>, plan: string, cycle = 'monthly') =>
  client({ method: 'GET', url: `/api/subscription/quote?plan=${plan}&billingCycle=${cycle}` });
const change = (client: ReturnType<typeof as>, payload: Record<string, unknown>) =>
  client({ method: 'POST', url: '/api/subscription', payload });
/** Runs the due jobs as the clock will once the undo window has closed. */
const afterUndoWindow = () => t.app.jobs.runDue(new Date(Date.now() + PLAN_UNDO_MS + 60_000));

describe('plan changes, quoted and confirmed', () => {
  it('quotes the price, start and proration without changing anything', async () => {
    const { org, client } = await organisation('Quote Co');
    const before = Date.now();
    const res = await quote(client, 'professional');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'upgrade',
      plan: 'professional',
      priceCents: 2_900,
      creditCents: 0,
      amountDueCents: 2_900,
      undoable: true,
    });
    expect(Math.abs(new Date(res.json().startsAt).getTime() - before)).toBeLessThan(60_000);
    // Nothing happened: still Starter, no invoice.
    expect((await client({ method: 'GET', url: '/api/subscription' })).json()).toMatchObject({
      plan: 'starter',
      pendingChange: null,
    });
    expect(await invoicesOf(org)).toHaveLength(0);
    expect((await quote(client, 'starter')).statusCode).toBe(409);
  });

  it('credits the unused time of the current plan, and refuses a confirmation of another amount', async () => {
    const { org, client } = await organisation('Credit Co');
    expect(
      (await change(client, { plan: 'professional', billingCycle: 'monthly', expectedAmountDueCents: 2_900 }))
        .statusCode,
    ).toBe(200);
    const up = (await quote(client, 'enterprise')).json();
    // Just started: almost the whole month of Professional is credited against Enterprise.
    expect(up.kind).toBe('upgrade');
    expect(up.creditCents).toBeGreaterThan(2_800);
    expect(up.creditCents).toBeLessThanOrEqual(2_900);
    expect(up.amountDueCents).toBe(9_900 - up.creditCents);

    const stale = await change(client, { plan: 'enterprise', billingCycle: 'monthly', expectedAmountDueCents: 9_900 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(PLAN_MESSAGES.quoteChanged);
    expect((await client({ method: 'GET', url: '/api/subscription' })).json().plan).toBe('professional');

    const ok = await change(client, {
      plan: 'enterprise',
      billingCycle: 'monthly',
      expectedAmountDueCents: up.amountDueCents,
    });
    expect(ok.statusCode).toBe(200);
    const issued = (await invoicesOf(org)).find((invoice) => invoice.number === ok.json().invoiceNumber);
    expect(issued).toMatchObject({ status: 'draft', totalCents: up.amountDueCents });
    // The first change's invoice went out when the second was made: it can no longer be undone.
    expect((await invoicesOf(org)).filter((invoice) => invoice.status === 'sent')).toHaveLength(1);
  });

  it('undoes a change while its invoice is a draft, and answers 409 once it has been sent', async () => {
    const { org, user, client } = await organisation('Undo Co');
    const up = await change(client, { plan: 'professional', billingCycle: 'yearly' });
    expect(up.statusCode).toBe(200);
    const number = up.json().invoiceNumber;
    expect(up.json().subscription).toMatchObject({
      plan: 'professional',
      pendingChange: { kind: 'upgrade', invoiceNumber: number },
    });
    const undoUntil = new Date(up.json().subscription.pendingChange.undoUntil).getTime();
    expect(Math.abs(undoUntil - Date.now() - PLAN_UNDO_MS)).toBeLessThan(60_000);

    const undone = await client({ method: 'POST', url: '/api/subscription/undo', payload: {} });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().subscription).toMatchObject({ plan: 'starter', pendingChange: null });
    expect(await invoicesOf(org)).toHaveLength(0);
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.clientId, org))).toHaveLength(0);
    expect((await client({ method: 'POST', url: '/api/subscription/undo', payload: {} })).statusCode).toBe(409);

    // Again, and this time the window closes: the invoice is sent (the same number, given back), the client told.
    const again = await change(client, { plan: 'professional', billingCycle: 'yearly' });
    expect(again.json().invoiceNumber).toBe(number);
    await afterUndoWindow();
    expect(await invoicesOf(org)).toMatchObject([{ number, status: 'sent' }]);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'payment')));
    expect(told).toHaveLength(1);
    const late = await client({ method: 'POST', url: '/api/subscription/undo', payload: {} });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(PLAN_MESSAGES.nothingToUndo);
    expect((await client({ method: 'GET', url: '/api/subscription' })).json()).toMatchObject({
      plan: 'professional',
      pendingChange: null,
    });
  });

  it('undoes a cancellation: the plan renews again', async () => {
    const { client } = await organisation('Cancel Co');
    await change(client, { plan: 'enterprise', billingCycle: 'monthly' });
    await afterUndoWindow();
    const paidUntil = (await client({ method: 'GET', url: '/api/subscription' })).json().nextBillingDate;
    const cancelQuote = (await quote(client, 'starter')).json();
    // It starts when the paid period ends, and bills nothing.
    expect(cancelQuote).toMatchObject({ kind: 'cancel', priceCents: 0, amountDueCents: 0, nextBillingDate: null });
    expect(cancelQuote.startsAt).toBe(paidUntil);
    const cancelled = await client({ method: 'POST', url: '/api/subscription/cancel', payload: {} });
    expect(cancelled.json().subscription).toMatchObject({ cancelAtPeriodEnd: true, pendingChange: { kind: 'cancel' } });
    const undone = await client({ method: 'POST', url: '/api/subscription/undo', payload: {} });
    expect(undone.json().subscription).toMatchObject({
      plan: 'enterprise',
      cancelAtPeriodEnd: false,
      amountCents: 9_900,
    });
  });

  it('lets one of several simultaneous undos through', async () => {
    const { org, client } = await organisation('Race Co');
    await change(client, { plan: 'professional', billingCycle: 'monthly' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => client({ method: 'POST', url: '/api/subscription/undo', payload: {} })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await invoicesOf(org)).toHaveLength(0);
  });

  it('is not for agents, and a client only ever undoes their own organisation’s change', async () => {
    const a = await organisation('Own Co');
    const b = await organisation('Other Co');
    await change(a.client, { plan: 'professional', billingCycle: 'monthly' });
    expect((await quote(agent, 'professional')).statusCode).toBe(403);
    expect((await agent({ method: 'POST', url: '/api/subscription/undo', payload: {} })).statusCode).toBe(403);
    const stranger = await b.client({ method: 'POST', url: '/api/subscription/undo', payload: { clientId: a.org } });
    expect(stranger.statusCode).toBe(409);
    expect((await a.client({ method: 'GET', url: '/api/subscription' })).json().plan).toBe('professional');
  });
});
