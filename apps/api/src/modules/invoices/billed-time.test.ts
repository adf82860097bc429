import { weekStartOf } from '@agency/shared/time';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, invoiceItems, invoices, projects, tasks, timeEntries, timesheets } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';
import { testEngine } from '../../test/database.ts';
import { createInvoice } from '../../test/factories.ts';

// Time billed on an invoice follows its line (#20): removed from a draft, the draft deleted or the invoice cancelled,
// it can be billed again; a line edited in place keeps it.

let t: TestApp;
let admin: ReturnType<typeof as>;
let orgId: string;
let agentId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  orgId = (await createClient(db, 'Harbor Retail')).id;
  const adminUser = await createUser(db, { role: 'ADMIN' });
  agentId = (await createUser(db, { role: 'AGENT' })).id;
  admin = as(t.app, await signIn(t.app, adminUser.email));
});
afterAll(() => t.close());

/** A project at $120/h with two tasks, each with approved billable time: 90 min on Design, 60 min on Build. */
async function projectWithTime(name: string) {
  const db = t.database.db;
  const [project] = await db.insert(projects).values({ name, clientId: orgId, hourlyRateCents: 12_000 }).returning();
  const [design, build] = await db
    .insert(tasks)
    .values([
      { projectId: project!.id, title: 'Design' },
      { projectId: project!.id, title: 'Build' },
    ])
    .returning();
  const workDate = '2026-08-03';
  const [sheet] = await db
    .insert(timesheets)
    .values({ userId: agentId, weekStart: weekStartOf(workDate), status: 'approved' })
    .onConflictDoUpdate({ target: [timesheets.userId, timesheets.weekStart], set: { status: 'approved' } })
    .returning();
  const entry = { userId: agentId, timesheetId: sheet!.id, projectId: project!.id, workDate, billable: true };
  await db.insert(timeEntries).values([
    { ...entry, taskId: design!.id, minutes: 60 },
    { ...entry, taskId: design!.id, minutes: 30 },
    { ...entry, taskId: build!.id, minutes: 60 },
  ]);
  return { projectId: project!.id, designId: design!.id, buildId: build!.id };
}

async function draft(projectId: string) {
  return createInvoice(t.database.db, { clientId: orgId, projectId, totalCents: 0, status: 'draft' });
}

async function billTime(invoiceId: string, projectId: string) {
  return admin({ method: 'POST', url: `/api/invoices/${invoiceId}/time`, payload: { projectId } });
}

async function entriesOf(projectId: string) {
  return t.database.db
    .select({ taskId: timeEntries.taskId, invoiceId: timeEntries.invoiceId, lineId: timeEntries.invoiceItemId })
    .from(timeEntries)
    .where(eq(timeEntries.projectId, projectId));
}

async function linesOf(invoiceId: string) {
  return t.database.db
    .select()
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoiceId))
    .orderBy(asc(invoiceItems.position));
}

describe('billed time follows its invoice line', () => {
  it('a line removed from a draft frees its time; a line edited in hours and amount keeps it', async () => {
    const { projectId, designId, buildId } = await projectWithTime('Storefront');
    const invoice = await draft(projectId);
    const billed = await billTime(invoice.id, projectId);
    expect(billed.statusCode, billed.body).toBe(200);
    const lines = await linesOf(invoice.id);
    // One line per task, in task title order: Build, then Design.
    expect(lines.map((l) => [l.description.split(':')[0], l.amountCents])).toEqual([
      ['Build', 12_000],
      ['Design', 18_000],
    ]);
    const [buildLine, designLine] = lines;

    // Edit: the Design line becomes 2 h at $100 (quantity and rate changed), the Build line goes, a line is added.
    const res = await admin({
      method: 'PUT',
      url: `/api/invoices/${invoice.id}`,
      payload: {
        clientId: orgId,
        projectId,
        items: [
          { id: designLine!.id, description: 'Design: 2 h × $100.00/h', quantity: 2, rate: 100 },
          { description: 'Hosting', quantity: 1, rate: 50 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totalCents).toBe(25_000);
    const after = await linesOf(invoice.id);
    expect(after.map((l) => [l.description, l.amountCents])).toEqual([
      ['Design: 2 h × $100.00/h', 20_000],
      ['Hosting', 5_000],
    ]);
    expect(after[0]!.id).toBe(designLine!.id);
    expect(after.some((l) => l.id === buildLine!.id)).toBe(false);

    const entries = await entriesOf(projectId);
    expect(entries.filter((e) => e.taskId === designId)).toEqual([
      { taskId: designId, invoiceId: invoice.id, lineId: designLine!.id },
      { taskId: designId, invoiceId: invoice.id, lineId: designLine!.id },
    ]);
    expect(entries.filter((e) => e.taskId === buildId)).toEqual([{ taskId: buildId, invoiceId: null, lineId: null }]);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'invoice.updated'))
      .orderBy(asc(auditLogs.createdAt));
    expect(audit!.details).toMatchObject({ timeEntriesFreed: 1 });

    // The freed hour can be billed again, on this or another draft, and only it.
    const other = await draft(projectId);
    const again = await billTime(other.id, projectId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ entries: 1, minutes: 60, amountCents: 12_000 });
  });

  it('a deleted draft frees all its time', async () => {
    const { projectId } = await projectWithTime('Patient app');
    const invoice = await draft(projectId);
    expect((await billTime(invoice.id, projectId)).statusCode).toBe(200);
    expect((await entriesOf(projectId)).every((e) => e.invoiceId === invoice.id)).toBe(true);
    const res = await admin({ method: 'DELETE', url: `/api/invoices/${invoice.id}` });
    expect(res.statusCode, res.body).toBe(204);
    expect((await entriesOf(projectId)).every((e) => e.invoiceId === null && e.lineId === null)).toBe(true);
    const next = await draft(projectId);
    expect((await billTime(next.id, projectId)).json()).toMatchObject({ entries: 3, minutes: 150 });
  });

  it('a cancelled invoice frees its time for the invoice that replaces it', async () => {
    const { projectId } = await projectWithTime('Booking widget');
    const invoice = await draft(projectId);
    expect((await billTime(invoice.id, projectId)).statusCode).toBe(200);
    await t.database.db.update(invoices).set({ status: 'sent' }).where(eq(invoices.id, invoice.id));
    const res = await admin({ method: 'POST', url: `/api/invoices/${invoice.id}/cancel` });
    expect(res.statusCode, res.body).toBe(200);
    expect((await entriesOf(projectId)).every((e) => e.invoiceId === null && e.lineId === null)).toBe(true);
    // The cancelled invoice keeps its lines as issued.
    expect(await linesOf(invoice.id)).toHaveLength(2);
    const next = await draft(projectId);
    expect((await billTime(next.id, projectId)).json(), testEngine).toMatchObject({ entries: 3, minutes: 150 });
  });

  it('a line id of another invoice is a new line, and leaves that invoice’s time alone', async () => {
    const { projectId } = await projectWithTime('Loyalty app');
    const billedOn = await draft(projectId);
    expect((await billTime(billedOn.id, projectId)).statusCode).toBe(200);
    const [foreign] = await linesOf(billedOn.id);
    const mine = await draft(projectId);
    const res = await admin({
      method: 'PUT',
      url: `/api/invoices/${mine.id}`,
      payload: { clientId: orgId, projectId, items: [{ id: foreign!.id, description: 'Copy', quantity: 1, rate: 1 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((i: { id: string }) => i.id)).not.toContain(foreign!.id);
    expect(await linesOf(billedOn.id)).toHaveLength(2);
    expect((await entriesOf(projectId)).every((e) => e.invoiceId === billedOn.id)).toBe(true);
  });
});
