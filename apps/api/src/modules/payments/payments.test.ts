import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  invoiceItems,
  invoices,
  liveEvents,
  notifications,
  paymentRefunds,
  payments,
  projects,
  subscriptions,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';
import { createInvoice } from '../../test/factories.ts';
import { renewDueSubscriptions } from './commands/renew-subscriptions.ts';
import { companyFinancials } from './financials.ts';

// The manual provider (the default, D16): Pay Now's bank instructions, payments recorded by an admin, refunds,
// payment methods as bank accounts on file, plans recorded manually, limits, and the financial figures.

let t: TestApp;
let admin: ReturnType<typeof as>;
let agent: ReturnType<typeof as>;
let clientA: ReturnType<typeof as>;
let clientB: ReturnType<typeof as>;
let orgA: string;
let orgB: string;
let clientAUserId: string;
let agentId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  orgA = (await createClient(db, 'Harbor Retail')).id;
  orgB = (await createClient(db, 'Pulse Health')).id;
  const signedIn = async (role: 'ADMIN' | 'AGENT' | 'CLIENT', clientId?: string) => {
    const user = await createUser(db, { role, clientId });
    if (clientId === orgA) clientAUserId = user.id;
    if (role === 'AGENT') agentId = user.id;
    return as(t.app, await signIn(t.app, user.email));
  };
  admin = await signedIn('ADMIN');
  agent = await signedIn('AGENT');
  clientA = await signedIn('CLIENT', orgA);
  clientB = await signedIn('CLIENT', orgB);
});
afterAll(() => t.close());

const invoiceRow = async (id: string) => {
  const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, id));
  return row!;
};

describe('Pay Now with the manual provider', () => {
  it('shows the bank-transfer instructions with the invoice number as the reference and the server amount', async () => {
    const invoice = await createInvoice(t.database.db, {
      clientId: orgA,
      totalCents: 120_000,
      number: 'INV-2026-7001',
    });
    const res = await clientA({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/pay`,
      payload: { amount: 1, amountCents: 1, currency: 'eur' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      kind: 'bank-transfer',
      invoiceNumber: 'INV-2026-7001',
      reference: 'INV-2026-7001',
      amountDueCents: 120_000,
      bank: {
        accountName: 'Northstar Digital LLC',
        bankName: 'First Harbor Bank',
        iban: expect.any(String),
        bic: 'FHBKUS33',
      },
    });
  });

  it("answers 404 for another organisation's invoice and for an unknown one", async () => {
    const invoice = await createInvoice(t.database.db, { clientId: orgA, totalCents: 5_000 });
    expect((await clientB({ method: 'POST', url: `/api/invoices/${invoice.id}/pay` })).statusCode).toBe(404);
    const unknown = await clientA({ method: 'POST', url: '/api/invoices/00000000-0000-4000-8000-000000000000/pay' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Invoice not found');
    expect((await clientB({ method: 'GET', url: `/api/invoices/${invoice.id}/payments` })).statusCode).toBe(404);
  });

  it("a draft is out of a client's scope: 404 on paying it and on its payments, like the invoices module", async () => {
    const draft = await createInvoice(t.database.db, { clientId: orgA, totalCents: 5_000, status: 'draft' });
    expect((await clientA({ method: 'POST', url: `/api/invoices/${draft.id}/pay` })).statusCode).toBe(404);
    expect((await clientA({ method: 'GET', url: `/api/invoices/${draft.id}/payments` })).statusCode).toBe(404);
  });

  it('refuses paid and cancelled invoices with 409 and a clear message', async () => {
    for (const [status, message] of [
      ['paid', 'This invoice has already been paid.'],
      ['cancelled', 'Only sent or overdue invoices can be paid.'],
    ] as const) {
      const invoice = await createInvoice(t.database.db, { clientId: orgA, totalCents: 5_000, status });
      const res = await clientA({ method: 'POST', url: `/api/invoices/${invoice.id}/pay` });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('is not offered to agents', async () => {
    const invoice = await createInvoice(t.database.db, { clientId: orgA, totalCents: 5_000 });
    expect((await agent({ method: 'POST', url: `/api/invoices/${invoice.id}/pay` })).statusCode).toBe(403);
  });
});

describe('recording payments (admin)', () => {
  it('adds partial payments, marks the invoice paid when covered, notifies, publishes and audits', async () => {
    const invoice = await createInvoice(t.database.db, { clientId: orgA, totalCents: 100_000 });
    const first = await admin({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payments`,
      payload: { amountCents: 40_000, paidOn: '2026-11-20', method: 'bank_transfer', reference: 'TRX-1' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'sent', paidCents: 40_000, outstandingCents: 60_000 });
    expect((await invoiceRow(invoice.id)).status).toBe('sent');

    const second = await admin({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payments`,
      payload: { amountCents: 60_000, paidOn: '2026-11-22', method: 'check', reference: '' },
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ status: 'paid', paidCents: 100_000, outstandingCents: 0 });
    expect(second.json().payments).toHaveLength(2);
    const row = await invoiceRow(invoice.id);
    expect(row.status).toBe('paid');
    expect(row.paymentMethodLabel).toBe('Check');
    expect(row.paidAt?.toISOString().slice(0, 10)).toBe('2026-11-22');

    const audits = await t.database.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, invoice.id), eq(auditLogs.action, 'payment.recorded')));
    expect(audits).toHaveLength(2);
    const notes = await t.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, clientAUserId));
    expect(notes.map((n) => n.title)).toContain(`Invoice ${invoice.number} is paid`);
    const events = await t.database.db
      .select({ type: liveEvents.type, userIds: liveEvents.userIds })
      .from(liveEvents)
      .where(sql`${liveEvents.payload}->>'invoiceId' = ${invoice.id} or ${liveEvents.payload}->>'id' = ${invoice.id}`);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['invoices.updated', 'payments.recorded']));
    // The admins and the client's people (the REST read's audience), never an agent (#18).
    expect(events.every((e) => e.userIds?.includes(clientAUserId) && !e.userIds.includes(agentId))).toBe(true);

    // The client sees its invoice's payments; a paid invoice cannot take more.
    const seen = await clientA({ method: 'GET', url: `/api/invoices/${invoice.id}/payments` });
    expect(seen.json()).toMatchObject({ status: 'paid', paidCents: 100_000 });
    const more = await admin({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payments`,
      payload: { amountCents: 1, paidOn: '2026-11-23', method: 'cash' },
    });
    expect(more.statusCode).toBe(409);
  });

  it('refuses an overpayment with a clear message and changes nothing', async () => {
    const invoice = await createInvoice(t.database.db, { clientId: orgA, totalCents: 10_000 });
    const res = await admin({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payments`,
      payload: { amountCents: 10_001, paidOn: '2026-11-20', method: 'bank_transfer' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('The payment is more than the amount outstanding on this invoice.');
    expect(await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toHaveLength(0);
    expect((await invoiceRow(invoice.id)).status).toBe('sent');
  });

  it('refuses bad input with 400 (zero, fractions, NUL) and clients and agents with 403', async () => {
    const invoice = await createInvoice(t.database.db, { clientId: orgA, totalCents: 10_000 });
    const url = `/api/invoices/${invoice.id}/payments`;
    for (const payload of [
      { amountCents: 0, paidOn: '2026-11-20', method: 'cash' },
      { amountCents: 10.5, paidOn: '2026-11-20', method: 'cash' },
      { amountCents: 100, paidOn: 'yesterday', method: 'cash' },
      { amountCents: 100, paidOn: '2026-11-20', method: 'cash', reference: 'a\u0000b' },
    ]) {
      expect((await admin({ method: 'POST', url, payload })).statusCode).toBe(400);
    }
    const good = { amountCents: 100, paidOn: '2026-11-20', method: 'cash' };
    expect((await clientA({ method: 'POST', url, payload: good })).statusCode).toBe(403);
    expect((await agent({ method: 'POST', url, payload: good })).statusCode).toBe(403);
    expect(await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toHaveLength(0);
  });

  it('refunds a payment: the invoice is open again and the refund is counted', async () => {
    const invoice = await createInvoice(t.database.db, { clientId: orgA, totalCents: 20_000, dueDate: '2099-01-01' });
    const paid = await admin({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payments`,
      payload: { amountCents: 20_000, paidOn: '2026-11-20', method: 'card' },
    });
    const paymentId = paid.json().payments[0].id;
    expect((await clientA({ method: 'POST', url: `/api/payments/${paymentId}/refund`, payload: {} })).statusCode).toBe(
      403,
    );
    const tooMuch = await admin({
      method: 'POST',
      url: `/api/payments/${paymentId}/refund`,
      payload: { amountCents: 20_001 },
    });
    expect(tooMuch.statusCode).toBe(409);
    const refund = await admin({
      method: 'POST',
      url: `/api/payments/${paymentId}/refund`,
      payload: { amountCents: 5_000, reason: 'Scope reduced' },
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json()).toMatchObject({ status: 'sent', paidCents: 15_000, outstandingCents: 5_000 });
    expect(refund.json().payments[0].refundedCents).toBe(5_000);
    const rows = await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
    expect(rows).toMatchObject([{ kind: 'refund', amountCents: 5_000, reason: 'Scope reduced' }]);
  });

  it('lists payments and open invoices page by page for admins only', async () => {
    const page = await admin({ method: 'GET', url: '/api/payments?limit=2' });
    expect(page.statusCode).toBe(200);
    expect(page.json().items).toHaveLength(2);
    const next = await admin({ method: 'GET', url: `/api/payments?limit=2&cursor=${page.json().nextCursor}` });
    expect(next.json().items[0].id).not.toBe(page.json().items[1].id);
    const open = await admin({ method: 'GET', url: '/api/payments/open-invoices?limit=100' });
    expect(open.json().items.every((i: { status: string }) => ['sent', 'overdue'].includes(i.status))).toBe(true);
    expect((await clientA({ method: 'GET', url: '/api/payments' })).statusCode).toBe(403);
    expect((await agent({ method: 'GET', url: '/api/payments/open-invoices' })).statusCode).toBe(403);
    // A client sees only their organisation's open invoices.
    const mine = (await clientB({ method: 'GET', url: '/api/payments/open-invoices?limit=100' })).json().items;
    expect(mine.every((i: { clientId: string }) => i.clientId === orgB)).toBe(true);
    const other = await createInvoice(t.database.db, { clientId: orgA, totalCents: 1_000 });
    const again = (await clientB({ method: 'GET', url: '/api/payments/open-invoices?limit=100' })).json().items;
    expect(again.map((i: { id: string }) => i.id)).not.toContain(other.id);
    const own = (await clientA({ method: 'GET', url: '/api/payments/open-invoices?limit=100' })).json().items;
    expect(own.map((i: { id: string }) => i.id)).toContain(other.id);
  });
});

describe('payment methods with the manual provider', () => {
  it('keeps bank accounts on file per organisation: list, default, delete; cards need Stripe', async () => {
    const empty = await clientA({ method: 'GET', url: '/api/payment-methods' });
    expect(empty.json()).toEqual({ items: [] });
    const card = await clientA({
      method: 'POST',
      url: '/api/payment-methods',
      payload: { kind: 'card', paymentMethodId: 'pm_123' },
    });
    expect(card.statusCode).toBe(409);
    const add = (last4: string) =>
      clientA({
        method: 'POST',
        url: '/api/payment-methods',
        payload: { kind: 'bank', holderName: 'Harbor Retail LLC', bankName: 'Chase', accountLast4: last4 },
      });
    const first = await add('1234');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ type: 'bank', brand: 'Chase', last4: '1234', isDefault: true });
    const second = (await add('9876')).json();
    expect(second.isDefault).toBe(false);
    expect((await add('98765')).statusCode).toBe(400);

    // Another organisation sees none of them and cannot touch them.
    expect((await clientB({ method: 'GET', url: '/api/payment-methods' })).json().items).toEqual([]);
    expect((await clientB({ method: 'POST', url: `/api/payment-methods/${second.id}/default` })).statusCode).toBe(404);
    expect((await clientB({ method: 'DELETE', url: `/api/payment-methods/${second.id}` })).statusCode).toBe(404);
    // A client's own organisation is theirs whatever clientId they send.
    expect((await clientB({ method: 'GET', url: `/api/payment-methods?clientId=${orgA}` })).json().items).toEqual([]);
    expect((await agent({ method: 'GET', url: '/api/payment-methods' })).statusCode).toBe(403);

    const defaulted = await clientA({ method: 'POST', url: `/api/payment-methods/${second.id}/default` });
    expect(defaulted.json().items.map((m: { last4: string; isDefault: boolean }) => [m.last4, m.isDefault])).toEqual([
      ['9876', true],
      ['1234', false],
    ]);
    const removed = await clientA({ method: 'DELETE', url: `/api/payment-methods/${second.id}` });
    expect(removed.json().items).toMatchObject([{ last4: '1234', isDefault: true }]);
    // An admin names the organisation.
    expect((await admin({ method: 'GET', url: `/api/payment-methods?clientId=${orgA}` })).json().items).toHaveLength(1);
    expect((await admin({ method: 'GET', url: '/api/payment-methods' })).statusCode).toBe(400);
  });
});

describe('plans and subscriptions, recorded manually', () => {
  it('starts on Starter, upgrades with an invoice for the period, switches cycle, downgrades and cancels', async () => {
    const org = (await createClient(t.database.db, 'Plan Co')).id;
    const user = await createUser(t.database.db, { role: 'CLIENT', clientId: org });
    const client = as(t.app, await signIn(t.app, user.email));
    const start = (await client({ method: 'GET', url: '/api/subscription' })).json();
    expect(start).toMatchObject({ plan: 'starter', amountCents: 0, nextBillingDate: null, usage: { members: 1 } });

    const before = Date.now();
    const up = await client({
      method: 'POST',
      url: '/api/subscription',
      payload: { plan: 'professional', billingCycle: 'monthly' },
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().subscription).toMatchObject({ plan: 'professional', billingCycle: 'monthly', amountCents: 2_900 });
    expect(up.json().invoiceNumber).toMatch(/^INV-\d{4}-\d{4}$/);
    const next = new Date(up.json().subscription.nextBillingDate);
    const expected = new Date(before);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(Math.abs(next.getTime() - expected.getTime())).toBeLessThan(60_000);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.number, up.json().invoiceNumber));
    // A draft until the undo window closes (plans.test.ts, issue #18 point 20).
    expect(invoice).toMatchObject({ clientId: org, status: 'draft', totalCents: 2_900 });
    const items = await t.database.db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoice!.id));
    expect(items).toMatchObject([{ quantity: 1, unitPriceCents: 2_900, amountCents: 2_900 }]);

    const same = await client({
      method: 'POST',
      url: '/api/subscription',
      payload: { plan: 'professional', billingCycle: 'monthly' },
    });
    expect(same.statusCode).toBe(409);

    const yearly = await client({
      method: 'POST',
      url: '/api/subscription',
      payload: { plan: 'enterprise', billingCycle: 'yearly' },
    });
    expect(yearly.json().subscription).toMatchObject({
      plan: 'enterprise',
      billingCycle: 'yearly',
      amountCents: 99_000,
    });

    const down = await client({
      method: 'POST',
      url: '/api/subscription',
      payload: { plan: 'professional', billingCycle: 'yearly' },
    });
    expect(down.json().subscription).toMatchObject({ plan: 'professional', amountCents: 29_000 });

    const cancel = await client({ method: 'POST', url: '/api/subscription/cancel', payload: {} });
    expect(cancel.statusCode).toBe(200);
    // It runs until the end of the paid period, and bills nothing more.
    expect(cancel.json().subscription).toMatchObject({
      plan: 'professional',
      cancelAtPeriodEnd: true,
      nextBillingDate: null,
      amountCents: 0,
    });
    expect((await client({ method: 'POST', url: '/api/subscription/cancel', payload: {} })).statusCode).toBe(409);

    const audits = await t.database.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.targetId, org));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['subscription.upgraded', 'subscription.downgraded', 'subscription.cancelled']),
    );

    // The period ends: the renewal job ends the plan; the organisation is on Starter.
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.clientId, org));
    await renewDueSubscriptions(t.database.db, new Date(row!.currentPeriodEnd.getTime() + 1000));
    expect((await client({ method: 'GET', url: '/api/subscription' })).json()).toMatchObject({ plan: 'starter' });
  });

  it('renews a monthly plan at the end of its period with the next invoice', async () => {
    const org = (await createClient(t.database.db, 'Renew Co')).id;
    const res = await admin({
      method: 'POST',
      url: '/api/subscription',
      payload: { clientId: org, plan: 'professional', billingCycle: 'monthly' },
    });
    const end = new Date(res.json().subscription.nextBillingDate);
    await renewDueSubscriptions(t.database.db, new Date(end.getTime() + 1000));
    const after = (await admin({ method: 'GET', url: `/api/subscription?clientId=${org}` })).json();
    expect(new Date(after.nextBillingDate).getTime()).toBeGreaterThan(end.getTime());
    const issued = await t.database.db.select().from(invoices).where(eq(invoices.clientId, org));
    expect(issued).toHaveLength(2);
  });

  it('keeps plans to their organisation: a client cannot read or change another one', async () => {
    const other = (await clientB({ method: 'GET', url: `/api/subscription?clientId=${orgA}` })).json();
    expect(other.clientId).toBe(orgB);
    expect((await agent({ method: 'GET', url: '/api/subscription' })).statusCode).toBe(403);
    const bad = await clientA({
      method: 'POST',
      url: '/api/subscription',
      payload: { plan: 'platinum', billingCycle: 'monthly' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('enforces the Starter project limit (5) on project creation, and lifts it with an upgrade', async () => {
    const org = (await createClient(t.database.db, 'Limit Co')).id;
    await t.database.db
      .insert(projects)
      .values(Array.from({ length: 5 }, (_, i) => ({ name: `P${i}`, clientId: org })));
    const create = () => admin({ method: 'POST', url: '/api/projects', payload: { name: 'Sixth', clientId: org } });
    const refused = await create();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "The Starter plan allows 5 projects. Upgrade the client's plan to add another.",
    );
    await admin({
      method: 'POST',
      url: '/api/subscription',
      payload: { clientId: org, plan: 'professional', billingCycle: 'monthly' },
    });
    expect((await create()).statusCode).toBe(201);
  });

  it('enforces the members limit when an admin attaches a CLIENT user', async () => {
    const org = (await createClient(t.database.db, 'Members Co')).id;
    for (let i = 0; i < 10; i++) await createUser(t.database.db, { role: 'CLIENT', clientId: org });
    const extra = await createUser(t.database.db, { role: 'CLIENT' });
    const res = await admin({ method: 'PATCH', url: `/api/users/${extra.id}`, payload: { clientId: org } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      "The Starter plan allows 10 members. Upgrade the client's plan to add another.",
    );
  });
});

describe('company financials', () => {
  it('computes revenue, monthly revenue, subscriptions, pending, refunds and charge-backs from the rows', async () => {
    const db = t.database.db;
    const now = new Date('2026-11-25T12:00:00Z');
    const before = await companyFinancials(db, now);
    const org = (await createClient(db, 'Figures Co')).id;
    const a = await createInvoice(db, { clientId: org, totalCents: 50_000 });
    const b = await createInvoice(db, { clientId: org, totalCents: 30_000 });
    const [pOct, pNov] = await db
      .insert(payments)
      .values([
        {
          invoiceId: a.id,
          amountCents: 20_000,
          provider: 'manual',
          status: 'succeeded',
          paidAt: new Date('2026-10-10T10:00:00Z'),
        },
        {
          invoiceId: a.id,
          amountCents: 10_000,
          provider: 'manual',
          status: 'succeeded',
          paidAt: new Date('2026-11-10T10:00:00Z'),
        },
        { invoiceId: b.id, amountCents: 7_000, provider: 'stripe', providerRef: 'pi_failed', status: 'failed' },
      ])
      .returning();
    await db.insert(paymentRefunds).values([
      {
        paymentId: pOct!.id,
        kind: 'refund',
        amountCents: 1_000,
        provider: 'manual',
        createdAt: new Date('2026-11-12T10:00:00Z'),
      },
      {
        paymentId: pNov!.id,
        kind: 'chargeback',
        amountCents: 500,
        provider: 'manual',
        createdAt: new Date('2026-11-13T10:00:00Z'),
      },
    ]);
    const after = await companyFinancials(db, now);
    expect(after.totalRevenueCents - before.totalRevenueCents).toBe(30_000 - 1_000 - 500);
    expect(after.refundsCents - before.refundsCents).toBe(1_000);
    expect(after.chargeBacksCents - before.chargeBacksCents).toBe(500);
    // Outstanding: a has 50,000 − (30,000 − 1,500) = 21,500 left; b all of its 30,000 (a failed payment counts nothing).
    expect(after.pendingPaymentsCents - before.pendingPaymentsCents).toBe(21_500 + 30_000);
    expect(after.monthlyRevenue).toHaveLength(12);
    expect(after.monthlyRevenue.at(-1)!.month).toBe('2026-11');
    const delta = (month: string) =>
      after.monthlyRevenue.find((m) => m.month === month)!.revenueCents -
      before.monthlyRevenue.find((m) => m.month === month)!.revenueCents;
    expect(delta('2026-10')).toBe(20_000);
    expect(delta('2026-11')).toBe(10_000 - 1_500);
    expect(after.activeSubscriptions).toBeGreaterThanOrEqual(1);

    const res = await admin({ method: 'GET', url: '/api/financials' });
    expect(res.statusCode).toBe(200);
    expect(res.json().monthlyRevenue).toHaveLength(12);
    expect((await clientA({ method: 'GET', url: '/api/financials' })).statusCode).toBe(403);
    expect((await agent({ method: 'GET', url: '/api/financials' })).statusCode).toBe(403);
  });
});
