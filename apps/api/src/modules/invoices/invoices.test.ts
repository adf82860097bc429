import { addDays } from '@agency/shared/invoices';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  emailOutbox,
  invoiceItems,
  invoices,
  liveEvents,
  notifications,
  payments,
  projects,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';
import { testEngine } from '../../test/database.ts';
import { pdfText } from '../../test/pdf.ts';

let t: TestApp;
let admin: ReturnType<typeof as>;
let agent: ReturnType<typeof as>;
let clientA: ReturnType<typeof as>;
let clientB: ReturnType<typeof as>;
let orgA: { id: string; name: string };
let orgB: { id: string; name: string };
let projectA: string;
let projectB: string;
let adminId: string;
let clientAUser: { id: string; email: string };

const today = new Date().toISOString().slice(0, 10);

const body = (overrides: Record<string, unknown> = {}) => ({
  clientId: orgA.id,
  projectId: projectA,
  description: 'Website redesign, phase 1',
  tags: ['design', 'web'],
  items: [
    { description: 'Design sprint', quantity: 3, rate: 1200.5, amount: 1 },
    { description: 'Hosting setup', quantity: 1, rate: 99.99, amount: 999999 },
  ],
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const res = await admin({ method: 'POST', url: '/api/invoices', payload: body(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  orgA = await createClient(db, 'Acme Orchards');
  orgB = await createClient(db, 'Bluefin Labs');
  const [pa] = await db.insert(projects).values({ name: 'Orchard Shop', clientId: orgA.id }).returning();
  const [pb] = await db.insert(projects).values({ name: 'Bluefin Portal', clientId: orgB.id }).returning();
  projectA = pa!.id;
  projectB = pb!.id;
  const adminUser = await createUser(db, { role: 'ADMIN' });
  adminId = adminUser.id;
  admin = as(t.app, await signIn(t.app, adminUser.email));
  agent = as(t.app, await signIn(t.app, (await createUser(db, { role: 'AGENT' })).email));
  clientAUser = await createUser(db, { role: 'CLIENT', clientId: orgA.id });
  clientA = as(t.app, await signIn(t.app, clientAUser.email));
  clientB = as(t.app, await signIn(t.app, (await createUser(db, { role: 'CLIENT', clientId: orgB.id })).email));
});
afterAll(() => t.close());

describe(`invoices (${testEngine})`, () => {
  it('creates a draft with the next number, net 30, and amounts computed from quantity × rate (amounts sent are ignored)', async () => {
    const invoice = await create();
    expect(invoice.number).toMatch(new RegExp(`^INV-${today.slice(0, 4)}-\\d{4}$`));
    expect(invoice).toMatchObject({
      status: 'draft',
      clientName: 'Acme Orchards',
      projectName: 'Orchard Shop',
      issueDate: today,
      dueDate: addDays(today, 30),
      tags: ['design', 'web'],
      subtotalCents: 370149,
      totalCents: 370149,
      amountDueCents: 370149,
    });
    expect(invoice.items.map((item: { amountCents: number }) => item.amountCents)).toEqual([360150, 9999]);
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, invoice.id), eq(auditLogs.action, 'invoice.created')));
    expect(audit).toHaveLength(1);
  });

  it('refuses no lines, a project of another client and NUL bytes with 400, creating nothing', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(invoices);
    const none = await admin({ method: 'POST', url: '/api/invoices', payload: body({ items: [] }) });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.items).toBe('Add at least one line item.');
    const wrongProject = await admin({ method: 'POST', url: '/api/invoices', payload: body({ projectId: projectB }) });
    expect(wrongProject.statusCode).toBe(400);
    expect(wrongProject.json().error.message).toBe('The project must belong to the selected client.');
    const nul = await admin({ method: 'POST', url: '/api/invoices', payload: body({ description: 'a\u0000b' }) });
    expect(nul.statusCode).toBe(400);
    const fractional = await admin({
      method: 'POST',
      url: '/api/invoices',
      payload: body({ items: [{ description: 'x', quantity: 1.5, rate: 1 }] }),
    });
    expect(fractional.statusCode).toBe(400);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(invoices);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses a total above the integer range with a clear 400, on create and on edit (#18)', async () => {
    const huge = { items: [{ description: 'Platform licence', quantity: 100_000, rate: 1_000_000 }] };
    const created = await admin({ method: 'POST', url: '/api/invoices', payload: body(huge) });
    expect(created.statusCode).toBe(400);
    expect(created.json().error.message).toBe('The total is too large for one invoice.');
    const draft = await create();
    const many = Array.from({ length: 3 }, () => ({ description: 'Retainer', quantity: 1_000, rate: 10_000 }));
    const edited = await admin({ method: 'PUT', url: `/api/invoices/${draft.id}`, payload: body({ items: many }) });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error.fields).toEqual({ items: 'The total is too large for one invoice.' });
    expect((await admin({ method: 'GET', url: `/api/invoices/${draft.id}` })).json().totalCents).toBe(draft.totalCents);
  });

  it('edits drafts only: a sent invoice answers 409 and keeps its lines', async () => {
    const invoice = await create();
    const edited = await admin({
      method: 'PUT',
      url: `/api/invoices/${invoice.id}`,
      payload: body({ items: [{ description: 'Consulting', quantity: 2, rate: 150 }] }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      totalCents: 30000,
      items: [{ description: 'Consulting', amountCents: 30000 }],
    });
    expect((await admin({ method: 'POST', url: `/api/invoices/${invoice.id}/send` })).statusCode).toBe(200);
    const refused = await admin({ method: 'PUT', url: `/api/invoices/${invoice.id}`, payload: body() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/Only draft invoices can be edited/);
    const after = (await admin({ method: 'GET', url: `/api/invoices/${invoice.id}` })).json();
    expect(after.totalCents).toBe(30000);
    const deleted = await admin({ method: 'DELETE', url: `/api/invoices/${invoice.id}` });
    expect(deleted.statusCode).toBe(409);
  });

  it('deletes a draft, and the newest draft gives its number back', async () => {
    const first = await create();
    const deleted = await admin({ method: 'DELETE', url: `/api/invoices/${first.id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await admin({ method: 'GET', url: `/api/invoices/${first.id}` })).statusCode).toBe(404);
    const next = await create();
    expect(next.number).toBe(first.number);
  });

  it('sends: e-mails the client’s people with the PDF attached, notifies them, announces it live', async () => {
    const invoice = await create();
    const sent = await admin({ method: 'POST', url: `/api/invoices/${invoice.id}/send` });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().status).toBe('sent');
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'invoice-issued'), sql`${emailOutbox.subject} like ${`%${invoice.number}%`}`));
    expect(mail!.toAddresses).toEqual([clientAUser.email]);
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]).toMatchObject({ filename: `${invoice.number}.pdf`, contentType: 'application/pdf' });
    const text = await pdfText(Buffer.from(mail!.attachments[0]!.content!, 'base64'));
    expect(text).toContain(invoice.number);
    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, clientAUser.id), eq(notifications.relatedEntityId, invoice.id)));
    expect(bell.map((n) => n.title)).toEqual([`New invoice ${invoice.number}`]);
    const live = await t.database.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.type, 'invoices.updated'), sql`${liveEvents.payload}->>'id' = ${invoice.id}`));
    // Addressed like the REST read: the admins and the client's people, never agents (#18).
    expect(live.at(-1)).toMatchObject({ payload: { id: invoice.id, status: 'sent' } });
    expect(live.at(-1)!.userIds).toEqual(expect.arrayContaining([adminId, clientAUser.id]));
    // A draft's events never reach the client's organisation.
    const drafts = live.filter((row) => row.payload.status === 'draft');
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((row) => row.userIds?.includes(adminId) && !row.userIds.includes(clientAUser.id))).toBe(true);
    expect((await admin({ method: 'POST', url: `/api/invoices/${invoice.id}/send` })).statusCode).toBe(409);
  });

  it('cancels sent invoices (never drafts or cancelled ones), notifying the client', async () => {
    const draft = await create();
    expect((await admin({ method: 'POST', url: `/api/invoices/${draft.id}/cancel` })).statusCode).toBe(409);
    await admin({ method: 'POST', url: `/api/invoices/${draft.id}/send` });
    const cancelled = await admin({ method: 'POST', url: `/api/invoices/${draft.id}/cancel` });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', amountDueCents: 0 });
    expect((await admin({ method: 'POST', url: `/api/invoices/${draft.id}/cancel` })).statusCode).toBe(409);
    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, clientAUser.id), eq(notifications.title, `Invoice ${draft.number} cancelled`)),
      );
    expect(bell).toHaveLength(1);
  });

  it('the PDF carries the agency, the client, the number, the lines and the totals', async () => {
    const invoice = await create();
    const res = await admin({ method: 'GET', url: `/api/invoices/${invoice.id}/pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Northstar Digital',
      'Acme Orchards',
      invoice.number,
      'Design sprint',
      '$1,200.50',
      '$3,601.50',
      '$3,701.49',
      'Orchard Shop',
      'Reference:',
      // The manual provider's bank details (BANK_*), the same that Pay Now shows.
      t.app.config.bankTransfer.iban,
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe(`overdue and the late fee (${testEngine})`, () => {
  it('the job marks a sent invoice overdue the day after its due date, not on it, with notifications and a live event', async () => {
    const invoice = await create({ issueDate: '2026-03-01', dueDate: '2026-03-31' });
    await admin({ method: 'POST', url: `/api/invoices/${invoice.id}/send` });
    await t.app.jobs.runDue(new Date('2026-03-31T23:30:00Z'));
    expect((await admin({ method: 'GET', url: `/api/invoices/${invoice.id}` })).json().status).toBe('sent');
    await t.app.jobs.runDue(new Date('2026-04-01T00:30:00Z'));
    const overdue = (await clientA({ method: 'GET', url: `/api/invoices/${invoice.id}` })).json();
    expect(overdue.status).toBe('overdue');
    expect(overdue.monthsLate).toBeGreaterThan(0);
    expect(overdue.lateFeeCents).toBeGreaterThan(0);
    const bells = await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.title, `Invoice ${invoice.number} is overdue`));
    expect(bells.map((b) => b.userId).sort()).toEqual([adminId, clientAUser.id].sort());
    const live = await t.database.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.type, 'invoices.updated'), sql`${liveEvents.payload}->>'status' = 'overdue'`));
    expect(live.some((row) => row.payload.id === invoice.id && row.userIds?.includes(clientAUser.id))).toBe(true);
  });

  it('applies the late fee as a separate line once per month of lateness, audited', async () => {
    const issue = addDays(today, -75);
    const due = addDays(today, -45); // 45 days late: 2 started months
    const invoice = await create({
      issueDate: issue,
      dueDate: due,
      items: [{ description: 'Retainer', quantity: 1, rate: 1000 }],
    });
    await admin({ method: 'POST', url: `/api/invoices/${invoice.id}/send` });
    expect((await admin({ method: 'POST', url: `/api/invoices/${invoice.id}/late-fee` })).statusCode).toBe(409);
    await t.app.jobs.runDue(new Date(Date.now() + 3_600_000));
    const shown = (await admin({ method: 'GET', url: `/api/invoices/${invoice.id}` })).json();
    expect(shown).toMatchObject({ status: 'overdue', monthsLate: 2, lateFeeCents: 3000 });
    const applied = await admin({ method: 'POST', url: `/api/invoices/${invoice.id}/late-fee` });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ totalCents: 103000, lateFeeCents: 0 });
    expect(applied.json().items.at(-1)).toMatchObject({ kind: 'late_fee', amountCents: 3000 });
    const again = await admin({ method: 'POST', url: `/api/invoices/${invoice.id}/late-fee` });
    expect(again.statusCode).toBe(409);
    const lines = await t.database.db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoice.id));
    expect(lines.filter((line) => line.kind === 'late_fee')).toHaveLength(1);
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, invoice.id), eq(auditLogs.action, 'invoice.late-fee-applied')));
    expect(audit).toHaveLength(1);
  });
});

describe(`roles (${testEngine})`, () => {
  it('a client reads their organisation’s issued invoices only: drafts and other organisations are 404', async () => {
    const draft = await create();
    const sent = await create();
    await admin({ method: 'POST', url: `/api/invoices/${sent.id}/send` });
    const other = await create({ clientId: orgB.id, projectId: projectB });
    await admin({ method: 'POST', url: `/api/invoices/${other.id}/send` });

    expect((await clientA({ method: 'GET', url: `/api/invoices/${draft.id}` })).statusCode).toBe(404);
    expect((await clientA({ method: 'GET', url: `/api/invoices/${other.id}` })).statusCode).toBe(404);
    expect((await clientA({ method: 'GET', url: `/api/invoices/${other.id}/pdf` })).statusCode).toBe(404);
    expect((await clientA({ method: 'GET', url: `/api/invoices/${sent.id}` })).statusCode).toBe(200);
    const list = (await clientA({ method: 'GET', url: '/api/invoices?limit=100' })).json();
    const ids = list.items.map((item: { id: string }) => item.id);
    expect(ids).toContain(sent.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(other.id);
    expect(
      list.items.every(
        (item: { status: string; clientId: string }) => item.status !== 'draft' && item.clientId === orgA.id,
      ),
    ).toBe(true);
    const listB = (await clientB({ method: 'GET', url: `/api/invoices?q=${sent.number}` })).json();
    expect(listB.items).toEqual([]);
  });

  it('global search finds invoices by number within scope only', async () => {
    const sent = await create();
    await admin({ method: 'POST', url: `/api/invoices/${sent.id}/send` });
    const draft = await create();
    const found = (res: { json(): { items: { type: string; id: string }[] } }) =>
      res
        .json()
        .items.filter((item) => item.type === 'invoice')
        .map((item) => item.id);
    expect(found(await clientA({ method: 'GET', url: `/api/search?q=${sent.number}` }))).toEqual([sent.id]);
    expect(found(await clientA({ method: 'GET', url: `/api/search?q=${draft.number}` }))).toEqual([]);
    expect(found(await clientB({ method: 'GET', url: `/api/search?q=${sent.number}` }))).toEqual([]);
    expect(found(await agent({ method: 'GET', url: `/api/search?q=${sent.number}` }))).toEqual([]);
    expect(found(await admin({ method: 'GET', url: `/api/search?q=${draft.number}` }))).toEqual([draft.id]);
  });

  it('a client cannot create, edit, send, cancel or delete (403), and nothing changes', async () => {
    const invoice = await create();
    await admin({ method: 'POST', url: `/api/invoices/${invoice.id}/send` });
    expect((await clientA({ method: 'POST', url: '/api/invoices', payload: body() })).statusCode).toBe(403);
    expect((await clientA({ method: 'PUT', url: `/api/invoices/${invoice.id}`, payload: body() })).statusCode).toBe(
      403,
    );
    expect((await clientA({ method: 'POST', url: `/api/invoices/${invoice.id}/cancel` })).statusCode).toBe(403);
    expect((await clientA({ method: 'DELETE', url: `/api/invoices/${invoice.id}` })).statusCode).toBe(403);
    expect((await clientA({ method: 'POST', url: `/api/invoices/${invoice.id}/late-fee` })).statusCode).toBe(403);
    expect((await admin({ method: 'GET', url: `/api/invoices/${invoice.id}` })).json().status).toBe('sent');
  });

  it('agents have no billing access (001 §6: the billing page is CLIENT or ADMIN only)', async () => {
    expect((await agent({ method: 'GET', url: '/api/invoices' })).statusCode).toBe(403);
    expect((await agent({ method: 'GET', url: '/api/invoices/summary' })).statusCode).toBe(403);
    expect((await agent({ method: 'POST', url: '/api/invoices', payload: body() })).statusCode).toBe(403);
  });
});

describe(`list and summary (${testEngine})`, () => {
  it('pages newest first, filters by status and searches by number, client and project', async () => {
    const db = t.database.db;
    const rows = await db
      .insert(invoices)
      .values(
        Array.from({ length: 5 }, (_, n) => ({
          number: `PAGE-${n}`,
          clientId: orgB.id,
          projectId: projectB,
          status: 'paid' as const,
          issueDate: '2026-01-01',
          dueDate: '2026-01-31',
          subtotalCents: 100,
          totalCents: 100,
          createdAt: new Date(Date.UTC(2020, 0, 1, 0, 0, n)),
        })),
      )
      .returning({ id: invoices.id });
    expect(rows).toHaveLength(5);
    const first = (await clientB({ method: 'GET', url: '/api/invoices?status=paid&limit=3' })).json();
    expect(first.items.map((i: { number: string }) => i.number)).toEqual(['PAGE-4', 'PAGE-3', 'PAGE-2']);
    const second = (
      await clientB({ method: 'GET', url: `/api/invoices?status=paid&limit=3&cursor=${first.nextCursor}` })
    ).json();
    expect(second.items.map((i: { number: string }) => i.number)).toEqual(['PAGE-1', 'PAGE-0']);
    expect(second.nextCursor).toBeNull();
    const byProject = (await admin({ method: 'GET', url: '/api/invoices?q=bluefin%20port&limit=100' })).json();
    expect(byProject.items.length).toBeGreaterThanOrEqual(5);
    const byNumber = (await admin({ method: 'GET', url: '/api/invoices?q=PAGE-3' })).json();
    expect(byNumber.items.map((i: { number: string }) => i.number)).toEqual(['PAGE-3']);
  });

  it('computes the agency’s and a client’s cards, counting partial payments', async () => {
    const db = t.database.db;
    // A fresh organisation so the client's figures are exact.
    const org = await createClient(db, 'Cedar Row');
    const user = await createUser(db, { role: 'CLIENT', clientId: org.id });
    const cedar = as(t.app, await signIn(t.app, user.email));
    const a = await create({
      clientId: org.id,
      projectId: null,
      dueDate: addDays(today, 10),
      items: [{ description: 'A', quantity: 1, rate: 500 }],
    });
    const b = await create({
      clientId: org.id,
      projectId: null,
      dueDate: addDays(today, 20),
      items: [{ description: 'B', quantity: 2, rate: 100 }],
    });
    await create({ clientId: org.id, projectId: null, items: [{ description: 'Draft', quantity: 1, rate: 999 }] });
    await admin({ method: 'POST', url: `/api/invoices/${a.id}/send` });
    await admin({ method: 'POST', url: `/api/invoices/${b.id}/send` });
    await db.insert(payments).values([
      { invoiceId: a.id, amountCents: 20000, provider: 'manual', status: 'succeeded', paidAt: new Date() },
      { invoiceId: a.id, amountCents: 5000, provider: 'manual', status: 'failed' },
    ]);
    const mine = (await cedar({ method: 'GET', url: '/api/invoices/summary' })).json();
    expect(mine).toEqual({
      kind: 'client',
      totalPaidCents: 20000,
      outstandingCents: 30000 + 20000,
      nextPayment: { invoiceId: a.id, number: a.number, amountDueCents: 30000, dueDate: addDays(today, 10) },
      totalInvoices: 2,
    });
    const agency = (await admin({ method: 'GET', url: '/api/invoices/summary' })).json();
    expect(agency.kind).toBe('agency');
    expect(agency.totalRevenueCents).toBeGreaterThanOrEqual(20000);
    const [counts] = await db
      .select({
        overdue: sql<number>`count(*) filter (where status = 'overdue')::int`,
        paid: sql<number>`count(*) filter (where status = 'paid')::int`,
      })
      .from(invoices);
    expect(agency.overdue.count).toBe(counts!.overdue);
    expect(agency.paid.count).toBe(counts!.paid);
  });
});

describe(`gap-free numbering (${testEngine})`, () => {
  it('20 concurrent creations draw 20 consecutive numbers, no gap, no duplicate', async () => {
    const year = 2031; // a year no other test uses, so the series starts at 1
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        admin({ method: 'POST', url: '/api/invoices', payload: body({ issueDate: `${year}-02-01` }) }),
      ),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(20).fill(201));
    const numbers = results.map((res) => res.json().number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, n) => `INV-${year}-${String(n + 1).padStart(4, '0')}`));
  });
});
