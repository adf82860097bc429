import { addDays, INVOICE_MESSAGES, lateFeeCents } from '@agency/shared/invoices';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceItems, liveEvents, payments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';
import { testEngine } from '../../test/database.ts';
import { createInvoice } from '../../test/factories.ts';

// Money under ordinary concurrency (#18 defects 1, 2, 5, 14): parallel requests through app.inject. On PostgreSQL
// they really overlap (PGlite serialises them, so there the same assertions hold trivially).

let t: TestApp;
let admin: ReturnType<typeof as>;
let clientA: ReturnType<typeof as>;
let orgA: string;
let adminId: string;
let clientUserId: string;
let agentId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  orgA = (await createClient(db, 'Race Retail')).id;
  const adminUser = await createUser(db, { role: 'ADMIN' });
  adminId = adminUser.id;
  admin = as(t.app, await signIn(t.app, adminUser.email));
  const clientUser = await createUser(db, { role: 'CLIENT', clientId: orgA });
  clientUserId = clientUser.id;
  clientA = as(t.app, await signIn(t.app, clientUser.email));
  agentId = (await createUser(db, { role: 'AGENT' })).id;
});
afterAll(() => t.close());

const paidOn = new Date().toISOString().slice(0, 10);
const pay = (invoiceId: string, amountCents: number) =>
  admin({
    method: 'POST',
    url: `/api/invoices/${invoiceId}/payments`,
    payload: { amountCents, paidOn, method: 'bank_transfer' },
  });

describe(`parallel money (${testEngine})`, () => {
  it('10 parallel $60 payments on a $100 invoice: one succeeds, the rest are refused, never overpaid', async () => {
    const invoice = await createInvoice(t.database.db, { clientId: orgA, totalCents: 10_000 });
    const results = await Promise.all(Array.from({ length: 10 }, () => pay(invoice.id, 6_000)));
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(9);
    const view = (await admin({ method: 'GET', url: `/api/invoices/${invoice.id}/payments` })).json();
    expect(view).toMatchObject({ paidCents: 6_000, outstandingCents: 4_000 });
  });

  it('10 parallel $40 refunds of one $60 payment: one succeeds, the invoice never goes negative', async () => {
    const invoice = await createInvoice(t.database.db, { clientId: orgA, totalCents: 10_000 });
    expect((await pay(invoice.id, 6_000)).statusCode).toBe(201);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        admin({ method: 'POST', url: `/api/payments/${payment!.id}/refund`, payload: { amountCents: 4_000 } }),
      ),
    );
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(results.filter((res) => res.statusCode === 409)).toHaveLength(9);
    const view = (await admin({ method: 'GET', url: `/api/invoices/${invoice.id}/payments` })).json();
    expect(view).toMatchObject({ paidCents: 2_000, outstandingCents: 8_000 });
    const payNow = (await clientA({ method: 'POST', url: `/api/invoices/${invoice.id}/pay` })).json();
    expect(payNow.amountDueCents).toBe(8_000);
  });

  it('10 parallel late fees on one overdue invoice: one fee line, the total grows once, the sums agree', async () => {
    const invoice = await createInvoice(t.database.db, {
      clientId: orgA,
      totalCents: 100_000,
      status: 'overdue',
      issueDate: addDays(paidOn, -75),
      dueDate: addDays(paidOn, -45), // 45 days late: 2 started months
    });
    expect((await pay(invoice.id, 40_000)).statusCode).toBe(201);
    const fee = lateFeeCents(60_000, 2); // on the unpaid amount
    const results = await Promise.all(
      Array.from({ length: 10 }, () => admin({ method: 'POST', url: `/api/invoices/${invoice.id}/late-fee` })),
    );
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(1);
    const refused = results.filter((res) => res.statusCode !== 200);
    expect(refused.map((res) => [res.statusCode, res.json().error.message])).toEqual(
      Array.from({ length: 9 }, () => [409, INVOICE_MESSAGES.lateFeeAlreadyApplied]),
    );
    const lines = await t.database.db
      .select()
      .from(invoiceItems)
      .where(and(eq(invoiceItems.invoiceId, invoice.id), eq(invoiceItems.kind, 'late_fee')));
    expect(lines.map((line) => line.amountCents)).toEqual([fee]);
    const detail = (await admin({ method: 'GET', url: `/api/invoices/${invoice.id}` })).json();
    expect(detail).toMatchObject({ totalCents: 100_000 + fee, paidCents: 40_000, amountDueCents: 60_000 + fee });
    const view = (await admin({ method: 'GET', url: `/api/invoices/${invoice.id}/payments` })).json();
    expect(view).toMatchObject({ paidCents: 40_000, outstandingCents: 60_000 + fee });
  });
});

describe(`one paid amount everywhere (${testEngine})`, () => {
  it('the invoice, its payments, the list and the client summary agree after a refund', async () => {
    const org = (await createClient(t.database.db, 'Views Agree Ltd')).id;
    const client = as(
      t.app,
      await signIn(t.app, (await createUser(t.database.db, { role: 'CLIENT', clientId: org })).email),
    );
    const invoice = await createInvoice(t.database.db, { clientId: org, totalCents: 10_000 });
    expect((await pay(invoice.id, 10_000)).statusCode).toBe(201);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    const refund = await admin({
      method: 'POST',
      url: `/api/payments/${payment!.id}/refund`,
      payload: { amountCents: 2_500 },
    });
    expect(refund.statusCode).toBe(200);
    const detail = (await admin({ method: 'GET', url: `/api/invoices/${invoice.id}` })).json();
    const paymentsView = (await admin({ method: 'GET', url: `/api/invoices/${invoice.id}/payments` })).json();
    const listed = (await client({ method: 'GET', url: '/api/invoices?limit=100' })).json().items;
    const summary = (await client({ method: 'GET', url: '/api/invoices/summary' })).json();
    expect(paymentsView.paidCents).toBe(7_500);
    expect(detail).toMatchObject({ paidCents: 7_500, amountDueCents: 2_500 });
    expect(listed).toMatchObject([{ id: invoice.id, paidCents: 7_500, amountDueCents: 2_500 }]);
    expect(summary).toMatchObject({
      totalPaidCents: 7_500,
      outstandingCents: 2_500,
      nextPayment: { invoiceId: invoice.id, amountDueCents: 2_500 },
    });
  });
});

describe(`who hears of money (${testEngine})`, () => {
  it("payment events reach the admins and the invoice's client, never agents", async () => {
    const invoice = await createInvoice(t.database.db, { clientId: orgA, totalCents: 5_000 });
    expect((await pay(invoice.id, 1_000)).statusCode).toBe(201);
    const events = await t.database.db.select().from(liveEvents);
    const mine = events.filter(
      (row) =>
        (row.type === 'invoices.updated' && (row.payload as { id?: string }).id === invoice.id) ||
        (row.type === 'payments.recorded' && (row.payload as { invoiceId?: string }).invoiceId === invoice.id),
    );
    expect(mine.map((row) => row.type).sort()).toEqual(['invoices.updated', 'payments.recorded']);
    for (const row of mine) {
      expect(row.userIds).toEqual(expect.arrayContaining([adminId, clientUserId]));
      expect(row.userIds).not.toContain(agentId);
    }
  });
});
