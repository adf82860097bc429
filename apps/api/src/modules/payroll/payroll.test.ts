import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  invoices,
  liveEvents,
  payrollProfiles,
  payrollRecords,
  payrollRuns,
  projectExpenses,
  projects,
  timeEntries,
  timesheets,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';
import { createInvoice } from '../../test/factories.ts';
import { pdfText } from '../../test/pdf.ts';
// biome-ignore lint/style/noRestrictedImports: the figure Company Financials lists is time tracking's rule of profit.
import { projectProfits } from '../time/profit.ts';

// Payroll (issue #20, D7): an admin pays everyone, an agent reads only their own pay, a client nothing. Hourly pay
// comes only from approved timesheets (written directly here; the time module builds them in the product).

let t: TestApp;
let admin: ReturnType<typeof as>;
let agent: ReturnType<typeof as>;
let agentOther: ReturnType<typeof as>;
let client: ReturnType<typeof as>;
const ids: Record<string, string> = {};

/** A week of time: `hours[i]` on the i-th day from Monday `weekStart`. */
async function week(userId: string, weekStart: string, status: 'approved' | 'submitted', hours: number[]) {
  const db = t.database.db;
  const [sheet] = await db.insert(timesheets).values({ userId, weekStart, status }).returning();
  await db.insert(timeEntries).values(
    hours.map((h, day) => ({
      userId,
      timesheetId: sheet!.id,
      projectId: ids.project!,
      workDate: new Date(Date.parse(`${weekStart}T00:00:00Z`) + day * 86_400_000).toISOString().slice(0, 10),
      minutes: h * 60,
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await createClient(db, 'Payroll Co');
  const [project] = await db.insert(projects).values({ name: 'Payroll site', clientId: org.id }).returning();
  ids.project = project!.id;
  const adminUser = await createUser(db, { role: 'ADMIN' });
  const agentUser = await createUser(db, { role: 'AGENT' });
  const otherUser = await createUser(db, { role: 'AGENT' });
  const clientUser = await createUser(db, { role: 'CLIENT', clientId: org.id });
  Object.assign(ids, { admin: adminUser.id, agent: agentUser.id, other: otherUser.id, client: clientUser.id });
  admin = as(t.app, await signIn(t.app, adminUser.email));
  agent = as(t.app, await signIn(t.app, agentUser.email));
  agentOther = as(t.app, await signIn(t.app, otherUser.email));
  client = as(t.app, await signIn(t.app, clientUser.email));
  // September 2026: the agent works 45 approved hours in the week of the 7th (40 regular + 5 overtime) and 8 hours
  // in a week only submitted (unpaid until approved).
  await week(agentUser.id, '2026-09-07', 'approved', [9, 9, 9, 9, 9]);
  await week(agentUser.id, '2026-09-14', 'submitted', [8]);
});
afterAll(() => t.close());

describe('Add Employee and Edit profile', () => {
  it('puts staff on payroll, refuses clients, duplicates and hostile input', async () => {
    const hourly = await admin({
      method: 'POST',
      url: '/api/payroll/employees',
      payload: { userId: ids.agent, payType: 'hourly', hourlyRateCents: 5_000, startDate: '2026-01-05' },
    });
    expect(hourly.statusCode, hourly.body).toBe(201);
    expect(hourly.json()).toMatchObject({ payType: 'hourly', hourlyRateCents: 5_000, effectiveCostRateCents: 5_000 });
    ids.agentProfile = hourly.json().id;
    const salaried = await admin({
      method: 'POST',
      url: '/api/payroll/employees',
      payload: { userId: ids.other, payType: 'salary', annualSalaryCents: 12_000_000, startDate: '2025-03-01' },
    });
    expect(salaried.statusCode, salaried.body).toBe(201);
    expect(salaried.json().effectiveCostRateCents).toBe(Math.round(12_000_000 / 2_080));
    ids.otherProfile = salaried.json().id;

    const refused = [
      { userId: ids.client, payType: 'salary', annualSalaryCents: 100, startDate: '2026-01-01' },
      { userId: ids.agent, payType: 'hourly', hourlyRateCents: 100, startDate: '2026-01-01' },
      { userId: ids.admin, payType: 'salary', annualSalaryCents: 2 ** 53, startDate: '2026-01-01' },
      { userId: ids.admin, payType: 'salary', startDate: '2026-01-01' },
      {
        userId: ids.admin,
        payType: 'salary',
        annualSalaryCents: 1,
        startDate: '2026-01-01',
        payoutAccountRef: 'acct_\ud800',
      },
      { userId: ids.admin, payType: 'salary', annualSalaryCents: 1, startDate: '2026-02-30' },
    ];
    const codes = [];
    for (const payload of refused) {
      codes.push((await admin({ method: 'POST', url: '/api/payroll/employees', payload })).statusCode);
    }
    expect(codes).toEqual([400, 409, 400, 400, 400, 400]);
    expect(await t.database.db.select().from(payrollProfiles)).toHaveLength(2);
  });

  it('edits rates, payout method and cost rate; refuses an empty patch and a pay type without its amount', async () => {
    const res = await admin({
      method: 'PATCH',
      url: `/api/payroll/employees/${ids.otherProfile}`,
      payload: { costRateCents: 7_000, payoutMethod: 'wire' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ costRateCents: 7_000, effectiveCostRateCents: 7_000, payoutMethod: 'wire' });
    const empty = await admin({ method: 'PATCH', url: `/api/payroll/employees/${ids.otherProfile}`, payload: {} });
    expect(empty.statusCode).toBe(400);
    const noRate = await admin({
      method: 'PATCH',
      url: `/api/payroll/employees/${ids.otherProfile}`,
      payload: { payType: 'hourly' },
    });
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json().error.message).toBe('Enter the hourly rate of an hourly employee');
    const byAgent = await agent({
      method: 'PATCH',
      url: `/api/payroll/employees/${ids.agentProfile}`,
      payload: { hourlyRateCents: 999_00 },
    });
    expect(byAgent.statusCode).toBe(403);
  });

  it('lists every employee to an admin and only themselves to an agent; clients are refused', async () => {
    const all = await admin({ method: 'GET', url: '/api/payroll/employees' });
    expect(
      all
        .json()
        .items.map((e: { userId: string }) => e.userId)
        .sort(),
    ).toEqual([ids.agent, ids.other].sort());
    const own = await agent({ method: 'GET', url: '/api/payroll/employees' });
    expect(own.json().items.map((e: { userId: string }) => e.userId)).toEqual([ids.agent]);
    expect((await agent({ method: 'GET', url: `/api/payroll/employees/${ids.otherProfile}` })).statusCode).toBe(404);
    for (const url of ['/api/payroll/summary', '/api/payroll/employees', '/api/payroll/statements']) {
      expect((await client({ method: 'GET', url })).statusCode, url).toBe(403);
    }
    expect((await agent({ method: 'GET', url: '/api/payroll/candidates' })).statusCode).toBe(403);
    const candidates = await admin({ method: 'GET', url: '/api/payroll/candidates' });
    expect(candidates.json().items.map((c: { id: string }) => c.id)).toEqual([ids.admin]);
  });
});

const SEPTEMBER = { periodStart: '2026-09-01', periodEnd: '2026-09-30', paymentDate: '2026-09-30' };
// 40 h × $50 + 5 h × $50 × 1.5 = $2,375.00; tax 25% $593.75, deductions 5% $118.75, net $1,662.50.
const AGENT_PAY = { grossCents: 237_500, taxCents: 59_375, deductionsCents: 11_875, netCents: 166_250 };
// $120,000 / 12.
const OTHER_PAY = { grossCents: 1_000_000, taxCents: 250_000, deductionsCents: 50_000, netCents: 700_000 };

describe('Process Payroll', () => {
  it('previews the dialog’s summary from approved time only, writing nothing', async () => {
    const res = await admin({
      method: 'GET',
      url: '/api/payroll/preview?periodStart=2026-09-01&periodEnd=2026-09-30',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      employeeCount: 2,
      grossCents: AGENT_PAY.grossCents + OTHER_PAY.grossCents,
      netCents: AGENT_PAY.netCents + OTHER_PAY.netCents,
      feesCents: 150 + 1_500,
      overlapping: null,
    });
    expect(await t.database.db.select().from(payrollRuns)).toHaveLength(0);
  });

  it('refuses bad periods with the reason', async () => {
    const bad = [
      [{ ...SEPTEMBER, periodEnd: '2026-08-31' }, 'The pay period must end on or after its start'],
      [{ ...SEPTEMBER, periodEnd: '2026-10-15' }, 'A pay period is at most 31 days'],
      [{ ...SEPTEMBER, paymentDate: '2026-08-01' }, 'The payment date cannot be before the pay period starts'],
      [{ ...SEPTEMBER, periodStart: '2026-9-1' }, 'Enter a date as YYYY-MM-DD'],
    ] as const;
    for (const [payload, message] of bad) {
      const res = await admin({ method: 'POST', url: '/api/payroll/runs', payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    }
    const nobody = await admin({
      method: 'POST',
      url: '/api/payroll/runs',
      payload: { periodStart: '2024-01-01', periodEnd: '2024-01-31', paymentDate: '2024-01-31' },
    });
    expect(nobody.statusCode).toBe(409);
    expect((await agent({ method: 'POST', url: '/api/payroll/runs', payload: SEPTEMBER })).statusCode).toBe(403);
    expect(await t.database.db.select().from(payrollRuns)).toHaveLength(0);
  });

  it('creates a run, pays each line manually with a reference, and locks it', async () => {
    const res = await admin({ method: 'POST', url: '/api/payroll/runs', payload: SEPTEMBER });
    expect(res.statusCode, res.body).toBe(201);
    const run = res.json();
    ids.run = run.id;
    expect(run).toMatchObject({
      status: 'paid',
      replayed: false,
      employeeCount: 2,
      grossCents: AGENT_PAY.grossCents + OTHER_PAY.grossCents,
      feesCents: 150 + 1_500,
      unpaid: 0,
    });
    const records = await t.database.db.select().from(payrollRecords).where(eq(payrollRecords.runId, run.id));
    const agentLine = records.find((r) => r.userId === ids.agent)!;
    expect(agentLine).toMatchObject({ ...AGENT_PAY, minutesWorked: 40 * 60, overtimeMinutes: 5 * 60, status: 'paid' });
    expect(agentLine.providerRef).toMatch(/^MANUAL-[0-9A-F]{12}$/);
    expect(records.find((r) => r.userId === ids.other)).toMatchObject({ ...OTHER_PAY, feeCents: 1_500 });
    const audit = await t.database.db.select().from(auditLogs).where(eq(auditLogs.targetId, run.id));
    expect(audit.map((row) => row.action).sort()).toEqual(['payroll.paid', 'payroll.processed']);
    const [event] = await t.database.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.type, 'payroll.updated'))
      .orderBy(sql`${liveEvents.id} desc`)
      .limit(1);
    expect(event!.userIds!.sort()).toEqual([ids.admin, ids.agent, ids.other].sort());
  });

  it('answers the same period again with the same run and pays nothing twice (a second click, a retry)', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const again = await admin({ method: 'POST', url: '/api/payroll/runs', payload: SEPTEMBER });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ id: ids.run, replayed: true, status: 'paid' });
    }
    expect(await t.database.db.select().from(payrollRuns)).toHaveLength(1);
    expect(await t.database.db.select().from(payrollRecords)).toHaveLength(2);
  });

  it('refuses a period overlapping a processed one', async () => {
    const res = await admin({
      method: 'POST',
      url: '/api/payroll/runs',
      payload: { periodStart: '2026-09-16', periodEnd: '2026-10-15', paymentDate: '2026-10-15' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This pay period overlaps payroll already processed');
  });

  it('creates one run and pays each line once when the same period is sent in parallel', async () => {
    const october = { periodStart: '2026-10-01', periodEnd: '2026-10-31', paymentDate: '2026-10-31' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => admin({ method: 'POST', url: '/api/payroll/runs', payload: october })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((res) => res.json().id)).size).toBe(1);
    const runs = await t.database.db.select().from(payrollRuns).where(eq(payrollRuns.periodStart, '2026-10-01'));
    expect(runs).toHaveLength(1);
    const lines = await t.database.db.select().from(payrollRecords).where(eq(payrollRecords.runId, runs[0]!.id));
    // October: the salaried person only (no approved hours for the agent).
    expect(lines.map((line) => [line.userId, line.status, line.netCents])).toEqual([[ids.other, 'paid', 700_000]]);
    const paidAudits = await t.database.db.select().from(auditLogs).where(eq(auditLogs.targetId, runs[0]!.id));
    expect(paidAudits.filter((row) => row.action === 'payroll.paid')).toHaveLength(1);
  });
});

describe('pay statements', () => {
  it('lists an agent only their own statements; an admin everyone’s', async () => {
    const own = await agent({ method: 'GET', url: '/api/payroll/statements' });
    expect(own.statusCode).toBe(200);
    expect(own.json().items.map((s: { userId: string }) => s.userId)).toEqual([ids.agent]);
    ids.agentStatement = own.json().items[0].id;
    const all = await admin({ method: 'GET', url: '/api/payroll/statements?limit=2' });
    expect(all.json().items).toHaveLength(2);
    const next = await admin({ method: 'GET', url: `/api/payroll/statements?limit=2&cursor=${all.json().nextCursor}` });
    expect(next.json().items).toHaveLength(1);
    const bad = await admin({ method: 'GET', url: '/api/payroll/statements?cursor=%F0%9F%92%A9' });
    expect(bad.statusCode).toBe(400);
  });

  it('gives the person and admins the PDF, with the right amounts; anyone else 404', async () => {
    const res = await agent({ method: 'GET', url: `/api/payroll/statements/${ids.agentStatement}/pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('PAY STATEMENT');
    expect(text).toContain('2026-09-01 to 2026-09-30');
    for (const amount of ['$2,375.00', '-$593.75', '-$118.75', '$1,662.50', '40.00', '5.00']) {
      expect(text, amount).toContain(amount);
    }
    expect((await admin({ method: 'GET', url: `/api/payroll/statements/${ids.agentStatement}/pdf` })).statusCode).toBe(
      200,
    );
    expect(
      (await agentOther({ method: 'GET', url: `/api/payroll/statements/${ids.agentStatement}/pdf` })).statusCode,
    ).toBe(404);
    expect((await client({ method: 'GET', url: `/api/payroll/statements/${ids.agentStatement}/pdf` })).statusCode).toBe(
      403,
    );
  });

  it('shows an agent’s overview from their own line only', async () => {
    const own = (await agent({ method: 'GET', url: '/api/payroll/summary' })).json();
    expect(own).toMatchObject({ view: 'own', activeEmployees: 1, payoutProvider: 'manual' });
    expect(own.lastRun).toMatchObject({ periodStart: '2026-09-01', employeeCount: 1, netCents: AGENT_PAY.netCents });
    const all = (await admin({ method: 'GET', url: '/api/payroll/summary' })).json();
    expect(all).toMatchObject({ view: 'any', activeEmployees: 2, hourlyEmployees: 1, salariedEmployees: 1 });
    expect(all.lastRun).toMatchObject({ periodStart: '2026-10-01', netCents: OTHER_PAY.netCents });
  });
});

describe('reports and company financials', () => {
  it('streams the payroll register as CSV to admins only', async () => {
    const res = await admin({ method: 'GET', url: '/api/payroll/reports?kind=register&from=2026-09-01&to=2026-09-30' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = res.body.trim().split('\r\n');
    expect(rows[0]).toContain('Payment date,Period start');
    expect(rows).toHaveLength(3);
    expect(res.body).toContain('2375.00,593.75,118.75,1662.50');
    const employees = await admin({ method: 'GET', url: '/api/payroll/reports?kind=employees' });
    expect(employees.body.trim().split('\r\n')).toHaveLength(3);
    expect((await agent({ method: 'GET', url: '/api/payroll/reports?kind=register' })).statusCode).toBe(403);
    expect((await admin({ method: 'GET', url: '/api/payroll/reports?kind=../../etc' })).statusCode).toBe(400);
  });

  it('sums revenue, payroll cost and expenses per month from the database', async () => {
    const db = t.database.db;
    const [org] = await db.select({ clientId: projects.clientId }).from(projects).where(eq(projects.id, ids.project!));
    const invoice = await createInvoice(db, {
      clientId: org!.clientId,
      projectId: ids.project!,
      totalCents: 5_000_000,
    });
    await db
      .update(invoices)
      .set({ status: 'paid', paidAt: new Date('2026-09-12T10:00:00Z') })
      .where(eq(invoices.id, invoice.id));
    await db.insert(projectExpenses).values({
      projectId: ids.project!,
      description: 'Fonts',
      amountCents: 20_000,
      incurredOn: '2026-09-03',
    });
    const res = await admin({ method: 'GET', url: '/api/payroll/financials?months=24' });
    expect(res.statusCode, res.body).toBe(200);
    const september = res.json().months.find((m: { month: string }) => m.month === '2026-09');
    const payroll = AGENT_PAY.grossCents + OTHER_PAY.grossCents + 150 + 1_500;
    expect(september).toEqual({
      month: '2026-09',
      revenueCents: 5_000_000,
      payrollCents: payroll,
      expensesCents: 20_000,
      netCents: 5_000_000 - payroll - 20_000,
    });
    // Profit per project is time tracking's figure (modules/time/profit.ts), listed with the project's name.
    const listed = res.json().projects.find((row: { projectId: string }) => row.projectId === ids.project);
    const [profit] = (await projectProfits(db, [ids.project!])).values();
    expect(listed).toEqual({ ...profit, name: expect.any(String) });
    expect(listed.invoicedCents).toBeGreaterThanOrEqual(5_000_000);
    expect(listed.expensesCents).toBeGreaterThanOrEqual(20_000);
    expect(listed.profitCents).toBe(listed.invoicedCents - listed.costCents - listed.expensesCents);
    expect((await agent({ method: 'GET', url: '/api/payroll/financials' })).statusCode).toBe(403);
    expect(
      (await admin({ method: 'GET', url: '/api/payroll/financials?months=99999999999999999999' })).statusCode,
    ).toBe(400);
  });
});
