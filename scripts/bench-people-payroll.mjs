// npm run bench:people-payroll — a payroll run for 500 employees and 10,000 approved time entries, on PostgreSQL
// (issue #20; target: under 2 s).
//
// Builds the app in this process (buildApp + app.inject, the manual payout provider) on a throwaway database it
// creates from the migrations and drops at the end. 500 staff on payroll: 250 salaried, 250 hourly with four approved
// weeks of two entries a day (10,000 entries, 45 hours a week, so overtime too). Each round POSTs Process Payroll for
// the four weeks (read the profiles and approved time, compute 500 statements, write the run and its lines, pay each
// line, settle), checks the run, then deletes it for the next round. The baseline is a bare query of the same rows
// (the profiles and the period's approved entries). Prints a table; exits 1 when the run's median is over the target.
//
//   TEST_DATABASE_URL   a PostgreSQL admin URL (default postgres://postgres@127.0.0.1:5432/postgres)
//   ROUNDS (5)
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import {
  clients,
  payrollProfiles,
  payrollRuns,
  projects,
  timeEntries,
  timesheets,
  users,
} from '../apps/api/src/db/schema/index.ts';
import { testConfig } from '../apps/api/src/test/app.ts';
import { as, createUser, signIn } from '../apps/api/src/test/auth.ts';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const EMPLOYEES = 500;
const HOURLY = 250;
const TARGET_MS = 2_000;
const PERIOD = { periodStart: '2026-06-01', periodEnd: '2026-06-28', paymentDate: '2026-06-30' };
const WEEKS = ['2026-06-01', '2026-06-08', '2026-06-15', '2026-06-22'];
const scratch = `bench_payroll_${process.pid}`;
const scratchUrl = (() => {
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${scratch}`;
  return parsed.toString();
})();

async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const addDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

await admin(`create database "${scratch}"`);
let database;
let app;
let failed = false;
try {
  database = await openDatabase({ url: scratchUrl, poolSize: 10 });
  await database.migrate();
  app = await buildApp({ config: testConfig(), database });
  await app.ready();
  const db = database.db;

  const adminUser = await createUser(db, { role: 'ADMIN' });
  const asAdmin = as(app, await signIn(app, adminUser.email));
  const [org] = await db.insert(clients).values({ name: 'Bench Co', email: 'bench@example.com' }).returning();
  const [project] = await db.insert(projects).values({ name: 'Bench project', clientId: org.id }).returning();
  const staff = await db
    .insert(users)
    .values(
      Array.from({ length: EMPLOYEES }, (_, n) => ({
        name: `Bench Person ${n}`,
        firstName: 'Bench',
        lastName: `Person ${n}`,
        email: `bench-${n}@example.com`,
        emailVerified: true,
        role: 'AGENT',
      })),
    )
    .returning({ id: users.id });
  await db
    .insert(payrollProfiles)
    .values(
      staff.map((user, n) =>
        n < HOURLY
          ? { userId: user.id, payType: 'hourly', hourlyRateCents: 4_000 + n, startDate: '2025-01-01' }
          : { userId: user.id, payType: 'salary', annualSalaryCents: 9_000_000 + n * 100, startDate: '2025-01-01' },
      ),
    );
  let entries = 0;
  for (const user of staff.slice(0, HOURLY)) {
    const sheets = await db
      .insert(timesheets)
      .values(WEEKS.map((weekStart) => ({ userId: user.id, weekStart, status: 'approved' })))
      .returning({ id: timesheets.id, weekStart: timesheets.weekStart });
    const rows = sheets.flatMap((sheet) =>
      Array.from({ length: 10 }, (_, k) => ({
        userId: user.id,
        timesheetId: sheet.id,
        projectId: project.id,
        workDate: addDays(sheet.weekStart, Math.floor(k / 2)),
        minutes: 270,
      })),
    );
    await db.insert(timeEntries).values(rows);
    entries += rows.length;
  }
  await db.execute(sql`analyze`);

  const bare = async () => {
    const started = performance.now();
    await db.execute(sql`select p.user_id, p.pay_type, p.annual_salary_cents, p.hourly_rate_cents, p.payout_method
      from payroll_profiles p join users u on u.id = p.user_id where p.status = 'active'`);
    await db.execute(sql`select e.user_id, e.work_date, e.minutes from time_entries e
      join timesheets s on s.id = e.timesheet_id
      where s.status = 'approved' and e.work_date between ${PERIOD.periodStart}::date and ${PERIOD.periodEnd}::date`);
    return performance.now() - started;
  };
  const run = async () => {
    const started = performance.now();
    const res = await asAdmin({ method: 'POST', url: '/api/payroll/runs', payload: PERIOD });
    const elapsed = performance.now() - started;
    if (res.statusCode !== 201) throw new Error(`Process Payroll answered ${res.statusCode}: ${res.body}`);
    const body = res.json();
    if (body.employeeCount !== EMPLOYEES || body.status !== 'paid' || body.unpaid !== 0) {
      throw new Error(`unexpected run: ${res.body}`);
    }
    await db.delete(payrollRuns).where(sql`${payrollRuns.id} = ${body.id}`);
    return elapsed;
  };

  // One of each first, unmeasured (connections, plans, JIT).
  await bare();
  await run();
  const bareTimes = [];
  const runTimes = [];
  for (let round = 0; round < ROUNDS; round++) {
    bareTimes.push(await bare());
    runTimes.push(await run());
  }
  const bareMs = median(bareTimes);
  const runMs = median(runTimes);
  failed = runMs > TARGET_MS;
  console.log(
    `\nPayroll run: ${EMPLOYEES} employees (${HOURLY} hourly), ${entries} approved entries, ${ROUNDS} rounds, PostgreSQL\n`,
  );
  console.log('| measure | median ms | max ms | × bare |');
  console.log('|---|---:|---:|---:|');
  console.log(`| bare query of the same rows | ${bareMs.toFixed(1)} | ${Math.max(...bareTimes).toFixed(1)} | 1.0 |`);
  console.log(
    `| Process Payroll (POST /api/payroll/runs) | ${runMs.toFixed(1)} | ${Math.max(...runTimes).toFixed(1)} | ${(runMs / bareMs).toFixed(1)} |`,
  );
  console.log(`\ntarget: under ${TARGET_MS} ms — ${failed ? 'MISSED' : 'met'}`);
} finally {
  await app?.close();
  await database?.close();
  await admin(`drop database if exists "${scratch}" with (force)`);
}
process.exit(failed ? 1 : 0);
