import { weekStartOf } from '@agency/shared/time';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  invoiceItems,
  invoices,
  liveEvents,
  notifications,
  payrollProfiles,
  projectAgents,
  projectExpenses,
  projects,
  tasks,
  timeEntries,
  timesheets,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';
import { testEngine } from '../../test/database.ts';
import { createInvoice } from '../../test/factories.ts';

let t: TestApp;
type Call = ReturnType<typeof as>;
let admin: Call;
let agent: Call;
let agentOther: Call;
let client: Call;
const ids: Record<string, string> = {};

const today = new Date().toISOString().slice(0, 10);
const thisWeek = weekStartOf(today);

const entry = (overrides: Record<string, unknown> = {}) => ({
  projectId: ids.projectA,
  taskId: ids.taskA,
  workDate: thisWeek,
  hours: 1,
  minutes: 30,
  note: 'Product grid',
  billable: true,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const orgA = await createClient(db, 'Harbor Retail');
  const orgB = await createClient(db, 'Pulse Health');
  ids.orgA = orgA.id;
  ids.orgB = orgB.id;
  const [projectA, projectB] = await db
    .insert(projects)
    .values([
      { name: 'Harbor storefront', clientId: orgA.id, hourlyRateCents: 12_000 },
      { name: 'Pulse patient app', clientId: orgB.id, hourlyRateCents: 10_000 },
    ])
    .returning();
  ids.projectA = projectA!.id;
  ids.projectB = projectB!.id;
  const [taskA, taskB] = await db
    .insert(tasks)
    .values([
      { projectId: projectA!.id, title: 'Build the product grid' },
      { projectId: projectB!.id, title: 'Wire the appointment form' },
    ])
    .returning();
  ids.taskA = taskA!.id;
  ids.taskB = taskB!.id;
  const adminUser = await createUser(db, { role: 'ADMIN' });
  const agentUser = await createUser(db, { role: 'AGENT' });
  const otherUser = await createUser(db, { role: 'AGENT' });
  const clientUser = await createUser(db, { role: 'CLIENT', clientId: orgA.id });
  ids.admin = adminUser.id;
  ids.agent = agentUser.id;
  ids.agentOther = otherUser.id;
  await db.insert(projectAgents).values({ projectId: projectA!.id, agentId: agentUser.id });
  await db.insert(payrollProfiles).values([
    { userId: agentUser.id, payType: 'hourly', hourlyRateCents: 4_000, costRateCents: 5_000, startDate: '2025-01-01' },
    { userId: adminUser.id, payType: 'salary', annualSalaryCents: 10_400_000, startDate: '2025-01-01' },
  ]);
  admin = as(t.app, await signIn(t.app, adminUser.email));
  agent = as(t.app, await signIn(t.app, agentUser.email));
  agentOther = as(t.app, await signIn(t.app, otherUser.email));
  client = as(t.app, await signIn(t.app, clientUser.email));
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('who may track time', () => {
  it('refuses clients every time route (403) and anonymous callers (401)', async () => {
    for (const url of ['/api/time/timer', '/api/time/week', '/api/time/options']) {
      expect((await client({ method: 'GET', url })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const res = await client({ method: 'POST', url: '/api/time/entries', payload: entry() });
    expect(res.statusCode).toBe(403);
  });

  it('offers an agent only the projects assigned to them', async () => {
    const res = await agent({ method: 'GET', url: '/api/time/options' });
    expect(res.json().projects.map((p: { id: string }) => p.id)).toEqual([ids.projectA]);
    const other = await agentOther({ method: 'GET', url: '/api/time/options' });
    expect(other.json().projects).toEqual([]);
  });

  it('answers 404 for a project out of the agent’s scope, and 400 for a task of another project', async () => {
    const out = await agent({
      method: 'POST',
      url: '/api/time/entries',
      payload: entry({ projectId: ids.projectB, taskId: null }),
    });
    expect(out.statusCode).toBe(404);
    const timer = await agent({ method: 'POST', url: '/api/time/timer/start', payload: { projectId: ids.projectB } });
    expect(timer.statusCode).toBe(404);
    const wrongTask = await agent({ method: 'POST', url: '/api/time/entries', payload: entry({ taskId: ids.taskB }) });
    expect(wrongTask.statusCode).toBe(400);
    expect(await t.database.db.select().from(timeEntries)).toHaveLength(0);
  });

  it('refuses hostile input with a 400 and changes nothing', async () => {
    const bodies = [
      entry({ hours: 0, minutes: 0 }),
      entry({ hours: 24, minutes: 1 }),
      entry({ hours: 2 ** 53 }),
      entry({ minutes: 1.5 }),
      entry({ note: 'bad \ud800 text' }),
      entry({ workDate: '0001-01-01' }),
      entry({ workDate: '2999-01-01' }),
      entry({ workDate: 'yesterday' }),
      entry({ projectId: 'not-a-uuid' }),
    ];
    for (const payload of bodies) {
      const res = await agent({ method: 'POST', url: '/api/time/entries', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBeTruthy();
    }
    const week = await agent({ method: 'GET', url: '/api/time/week?week=2026-11-25' });
    expect(week.statusCode).toBe(400);
    for (const url of ['/api/time/week?week=%00', '/api/time/week?week=99999-01-01', '/api/time/week?week=%ED%A0%80']) {
      expect((await agent({ method: 'GET', url })).statusCode, url).toBe(400);
    }
    for (const weekStart of ['\ud800', 'garbage', '1999-12-27', 20261123]) {
      const res = await agent({ method: 'POST', url: '/api/time/weeks/submit', payload: { weekStart } });
      expect(res.statusCode, String(weekStart)).toBe(400);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await agent({ method: 'PUT', url: `/api/time/entries/${unknown}`, payload: {} })).statusCode).toBe(400);
    expect((await agent({ method: 'PUT', url: `/api/time/entries/${unknown}`, payload: entry() })).statusCode).toBe(
      404,
    );
    expect(await t.database.db.select().from(timeEntries)).toHaveLength(0);
  });
});

describe('the timer', () => {
  it('starts, shows from the server, and stops in whole minutes (at least 1)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T09:00:00Z`));
    const started = await agent({
      method: 'POST',
      url: '/api/time/timer/start',
      payload: { projectId: ids.projectA, taskId: ids.taskA, note: 'Grid' },
    });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().minutes).toBeNull();
    const shown = await agent({ method: 'GET', url: '/api/time/timer' });
    expect(shown.json().timer.id).toBe(started.json().id);
    expect((await agentOther({ method: 'GET', url: '/api/time/timer' })).json().timer).toBeNull();
    const events = await t.database.db.select().from(liveEvents).where(eq(liveEvents.type, 'time.updated'));
    expect(events.at(-1)!.userIds).toEqual([ids.agent]);

    vi.setSystemTime(new Date(`${today}T09:42:31Z`));
    const stopped = await agent({ method: 'POST', url: '/api/time/timer/stop' });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().minutes).toBe(43);
    expect((await agent({ method: 'GET', url: '/api/time/timer' })).json().timer).toBeNull();
    expect((await agent({ method: 'POST', url: '/api/time/timer/stop' })).statusCode).toBe(409);

    await agent({ method: 'POST', url: '/api/time/timer/start', payload: { projectId: ids.projectA } });
    vi.setSystemTime(new Date(`${today}T09:42:40Z`));
    expect((await agent({ method: 'POST', url: '/api/time/timer/stop' })).json().minutes).toBe(1);
  });

  it('stops a running timer when another starts, keeping its time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T10:00:00Z`));
    const first = await agent({ method: 'POST', url: '/api/time/timer/start', payload: { projectId: ids.projectA } });
    vi.setSystemTime(new Date(`${today}T10:20:00Z`));
    const second = await agent({ method: 'POST', url: '/api/time/timer/start', payload: { projectId: ids.projectA } });
    expect(second.statusCode).toBe(201);
    const [old] = await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, first.json().id));
    expect(old!.minutes).toBe(20);
    const running = await t.database.db
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.userId, ids.agent!), isNull(timeEntries.minutes)));
    expect(running.map((row) => row.id)).toEqual([second.json().id]);
  });

  it('keeps one timer when two tabs start at once', async () => {
    const results = await Promise.all(
      [0, 1].map(() => agent({ method: 'POST', url: '/api/time/timer/start', payload: { projectId: ids.projectA } })),
    );
    expect(results.map((res) => res.statusCode)).toEqual([201, 201]);
    const running = await t.database.db
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.userId, ids.agent!), isNull(timeEntries.minutes)));
    expect(running).toHaveLength(1);
    expect((await agent({ method: 'POST', url: '/api/time/timer/stop' })).statusCode).toBe(200);
  });
});

describe('entries and the week', () => {
  it('creates, edits and deletes the caller’s own entries only', async () => {
    const created = await agent({ method: 'POST', url: '/api/time/entries', payload: entry() });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().minutes).toBe(90);
    const id = created.json().id;
    const edited = await agent({
      method: 'PUT',
      url: `/api/time/entries/${id}`,
      payload: entry({ hours: 2, minutes: 0 }),
    });
    expect(edited.json().minutes).toBe(120);
    // Somebody else's entry is not found, for an admin too (their own time only).
    expect((await agentOther({ method: 'PUT', url: `/api/time/entries/${id}`, payload: entry() })).statusCode).toBe(
      404,
    );
    expect((await admin({ method: 'DELETE', url: `/api/time/entries/${id}` })).statusCode).toBe(404);
    const spare = await agent({ method: 'POST', url: '/api/time/entries', payload: entry({ billable: false }) });
    expect((await agent({ method: 'DELETE', url: `/api/time/entries/${spare.json().id}` })).statusCode).toBe(204);
    const week = (await agent({ method: 'GET', url: `/api/time/week?week=${thisWeek}` })).json();
    expect(week.status).toBe('open');
    expect(week.totalMinutes).toBe(week.entries.reduce((sum: number, e: { minutes: number }) => sum + e.minutes, 0));
  });

  it('locks a submitted week for its person; a return unlocks it and tells them', async () => {
    const week = '2026-10-05';
    const logged = await agent({
      method: 'POST',
      url: '/api/time/entries',
      payload: entry({ workDate: '2026-10-06' }),
    });
    const id = logged.json().id;
    const submitted = await agent({ method: 'POST', url: '/api/time/weeks/submit', payload: { weekStart: week } });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().status).toBe('submitted');
    expect(
      (await agent({ method: 'PUT', url: `/api/time/entries/${id}`, payload: entry({ workDate: '2026-10-06' }) }))
        .statusCode,
    ).toBe(409);
    expect((await agent({ method: 'DELETE', url: `/api/time/entries/${id}` })).statusCode).toBe(409);
    expect(
      (await agent({ method: 'POST', url: '/api/time/entries', payload: entry({ workDate: '2026-10-07' }) }))
        .statusCode,
    ).toBe(409);
    expect(
      (await agent({ method: 'POST', url: '/api/time/weeks/submit', payload: { weekStart: week } })).statusCode,
    ).toBe(409);

    const list = (await admin({ method: 'GET', url: '/api/time/timesheets' })).json().items;
    const sheet = list.find(
      (row: { weekStart: string; userId: string }) => row.weekStart === week && row.userId === ids.agent,
    );
    expect(sheet.totalMinutes).toBe(90);
    expect((await agent({ method: 'GET', url: '/api/time/timesheets' })).statusCode).toBe(403);
    expect((await agent({ method: 'POST', url: `/api/time/timesheets/${sheet.id}/approve` })).statusCode).toBe(403);

    const empty = await admin({
      method: 'POST',
      url: `/api/time/timesheets/${sheet.id}/return`,
      payload: { note: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    const returned = await admin({
      method: 'POST',
      url: `/api/time/timesheets/${sheet.id}/return`,
      payload: { note: 'Split the grid work by day, please.' },
    });
    expect(returned.json().status).toBe('returned');
    const [told] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.agent!), eq(notifications.title, 'Timesheet returned')));
    expect(told!.message).toContain('Split the grid work by day');
    const edited = await agent({
      method: 'PUT',
      url: `/api/time/entries/${id}`,
      payload: entry({ workDate: '2026-10-06', hours: 3 }),
    });
    expect(edited.statusCode).toBe(200);
    await agent({ method: 'POST', url: '/api/time/weeks/submit', payload: { weekStart: week } });
    const approved = await admin({ method: 'POST', url: `/api/time/timesheets/${sheet.id}/approve` });
    expect(approved.json().status).toBe('approved');
    expect((await admin({ method: 'POST', url: `/api/time/timesheets/${sheet.id}/approve` })).statusCode).toBe(409);
    expect((await agent({ method: 'DELETE', url: `/api/time/entries/${id}` })).statusCode).toBe(409);
  });

  it('refuses to submit an empty week or one with the timer running in it', async () => {
    expect(
      (await agent({ method: 'POST', url: '/api/time/weeks/submit', payload: { weekStart: '2026-09-07' } })).statusCode,
    ).toBe(409);
    await agentOther({ method: 'POST', url: '/api/time/timer/start', payload: { projectId: ids.projectA } }).then(
      (res) => expect(res.statusCode).toBe(404),
    );
    await admin({ method: 'POST', url: '/api/time/timer/start', payload: { projectId: ids.projectB } });
    const res = await admin({ method: 'POST', url: '/api/time/weeks/submit', payload: { weekStart: thisWeek } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Stop the running timer before submitting this week.');
    await admin({ method: 'POST', url: '/api/time/timer/stop' });
  });

  it('does not let an admin read an open week of someone else', async () => {
    const [open] = await t.database.db.select().from(timesheets).where(eq(timesheets.status, 'open')).limit(1);
    expect((await admin({ method: 'GET', url: `/api/time/timesheets/${open!.id}` })).statusCode).toBe(404);
  });
});

describe('billing approved time', () => {
  async function approvedWeek(workDate: string, minutes: number, billable = true) {
    const db = t.database.db;
    const [sheet] = await db
      .insert(timesheets)
      .values({ userId: ids.agent!, weekStart: weekStartOf(workDate), status: 'approved' })
      .onConflictDoUpdate({ target: [timesheets.userId, timesheets.weekStart], set: { status: 'approved' } })
      .returning();
    await db.insert(timeEntries).values({
      userId: ids.agent!,
      timesheetId: sheet!.id,
      projectId: ids.projectA!,
      taskId: ids.taskA,
      workDate,
      minutes,
      billable,
    });
  }

  it('adds one line per task at the project’s rate, once, even with parallel requests', async () => {
    await approvedWeek('2026-08-03', 90);
    await approvedWeek('2026-08-04', 45);
    await approvedWeek('2026-08-05', 600, false);
    const db = t.database.db;
    const one = await createInvoice(db, {
      clientId: ids.orgA!,
      projectId: ids.projectA,
      totalCents: 0,
      status: 'draft',
    });
    const two = await createInvoice(db, { clientId: ids.orgA!, totalCents: 0, status: 'draft' });
    const results = await Promise.all([
      admin({ method: 'POST', url: `/api/invoices/${one.id}/time`, payload: { projectId: ids.projectA } }),
      admin({ method: 'POST', url: `/api/invoices/${two.id}/time`, payload: { projectId: ids.projectA } }),
      admin({ method: 'POST', url: `/api/invoices/${one.id}/time`, payload: { projectId: ids.projectA } }),
    ]);
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes, testEngine).toEqual([200, 409, 409]);
    const billed = results.find((res) => res.statusCode === 200)!.json();
    // The 90-minute entry of the week approved earlier counts too: 3 h (edited) + 90 + 45 minutes at $120/h.
    const lines = await db.select().from(invoiceItems);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.amountCents).toBe(billed.amountCents);
    expect(billed.amountCents).toBe(Math.round((billed.minutes * 12_000) / 60));
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, billed.invoiceId));
    expect(invoice!.totalCents).toBe(billed.amountCents);
    const unbilled = await db
      .select()
      .from(timeEntries)
      .where(
        and(eq(timeEntries.projectId, ids.projectA!), eq(timeEntries.billable, true), isNull(timeEntries.invoiceId)),
      );
    expect(
      unbilled.every((row) => row.minutes === null || row.workDate >= thisWeek || row.workDate < '2026-08-01'),
    ).toBe(true);
  });

  it('refuses another client’s project, a sent invoice, and non-admins', async () => {
    const db = t.database.db;
    const draftB = await createInvoice(db, { clientId: ids.orgB!, totalCents: 0, status: 'draft' });
    const sent = await createInvoice(db, { clientId: ids.orgA!, totalCents: 100, status: 'sent' });
    expect(
      (await admin({ method: 'POST', url: `/api/invoices/${draftB.id}/time`, payload: { projectId: ids.projectA } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await admin({ method: 'POST', url: `/api/invoices/${sent.id}/time`, payload: { projectId: ids.projectA } }))
        .statusCode,
    ).toBe(409);
    expect(
      (await agent({ method: 'POST', url: `/api/invoices/${draftB.id}/time`, payload: { projectId: ids.projectB } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await admin({
          method: 'POST',
          url: '/api/invoices/00000000-0000-4000-8000-000000000000/time',
          payload: { projectId: ids.projectA },
        })
      ).statusCode,
    ).toBe(404);
    await db.update(projects).set({ hourlyRateCents: null }).where(eq(projects.id, ids.projectB!));
    const noRate = await admin({
      method: 'POST',
      url: `/api/invoices/${draftB.id}/time`,
      payload: { projectId: ids.projectB },
    });
    expect(noRate.statusCode).toBe(409);
    expect(noRate.json().error.message).toBe('Set the project’s hourly rate before billing its time.');
    await db.update(projects).set({ hourlyRateCents: 10_000 }).where(eq(projects.id, ids.projectB!));
    const nothing = await admin({
      method: 'POST',
      url: `/api/invoices/${draftB.id}/time`,
      payload: { projectId: ids.projectB },
    });
    expect(nothing.json().error.message).toBe('There is no approved billable time to add.');
    expect(await db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, draftB.id))).toHaveLength(0);
  });
});

describe('a project’s time and profit', () => {
  it('computes invoiced − cost of time − expenses, for staff in scope only', async () => {
    const db = t.database.db;
    await db
      .insert(projectExpenses)
      .values({ projectId: ids.projectA!, description: 'Fonts', amountCents: 4_900, incurredOn: '2026-08-01' });
    await createInvoice(db, { clientId: ids.orgA!, projectId: ids.projectA, totalCents: 500_000, status: 'paid' });
    await createInvoice(db, { clientId: ids.orgA!, projectId: ids.projectA, totalCents: 777, status: 'cancelled' });
    const res = await admin({ method: 'GET', url: `/api/projects/${ids.projectA}/profit` });
    expect(res.statusCode).toBe(200);
    const figures = res.json();
    const rows = await db.select().from(timeEntries).where(eq(timeEntries.projectId, ids.projectA!));
    const byUser = new Map<string, number>();
    for (const row of rows)
      if (row.minutes !== null) byUser.set(row.userId, (byUser.get(row.userId) ?? 0) + row.minutes);
    // The agent costs $50/h (their cost rate); the admin $104,000 / 2,080 h = $50/h.
    const cost = [...byUser.values()].reduce((sum, minutes) => sum + Math.round((minutes * 5_000) / 60), 0);
    expect(figures.minutes).toBe([...byUser.values()].reduce((a, b) => a + b, 0));
    expect(figures.costCents).toBe(cost);
    expect(figures.expensesCents).toBe(4_900);
    expect(figures.invoicedCents).toBe(500_000);
    expect(figures.profitCents).toBe(500_000 - cost - 4_900);
    expect((await agent({ method: 'GET', url: `/api/projects/${ids.projectA}/profit` })).statusCode).toBe(200);
    expect((await agent({ method: 'GET', url: `/api/projects/${ids.projectB}/profit` })).statusCode).toBe(404);
    expect((await client({ method: 'GET', url: `/api/projects/${ids.projectA}/profit` })).statusCode).toBe(403);
  });
});
