import { costRateCents } from '@agency/shared/payroll';
import { type ListStatementsQuery, PAYROLL_MESSAGES } from '@agency/shared/payroll-api';
import { and, asc, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payrollProfiles, payrollRecords, payrollRuns, users } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { afterCursor, type Cursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';
import { notFound } from '../../lib/errors.ts';

// Scoped reads of the Payroll workspace (D7): an admin (`any`) reads everyone's pay, an agent (`own`) only their
// own profile and statements. Out of scope is 404, like a row that does not exist.

/** Who a caller may read: everyone, or only themselves. */
export function payrollScope(caller: Caller, userColumn: typeof payrollRecords.userId | typeof payrollProfiles.userId) {
  return caller.access === 'any' ? undefined : eq(userColumn, caller.user.id);
}

const employeeColumns = {
  id: payrollProfiles.id,
  userId: payrollProfiles.userId,
  name: users.name,
  email: users.email,
  phone: users.phone,
  jobTitle: users.jobTitle,
  department: users.department,
  payType: payrollProfiles.payType,
  annualSalaryCents: payrollProfiles.annualSalaryCents,
  hourlyRateCents: payrollProfiles.hourlyRateCents,
  costRateCents: payrollProfiles.costRateCents,
  payoutMethod: payrollProfiles.payoutMethod,
  payoutAccountRef: payrollProfiles.payoutAccountRef,
  status: payrollProfiles.status,
  startDate: payrollProfiles.startDate,
};

type EmployeeRow = Awaited<ReturnType<typeof employeeRows>>[number];

function employeeRows(db: Db, where: SQL | undefined) {
  return db
    .select(employeeColumns)
    .from(payrollProfiles)
    .innerJoin(users, eq(users.id, payrollProfiles.userId))
    .where(where)
    .orderBy(asc(users.name), asc(payrollProfiles.id));
}

/** Each person's latest statement (by creation), one index range per person. */
async function lastPayments(db: Db, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, { amountCents: number; date: string; status: string }>();
  const rows = await db.execute<{ user_id: string; net_cents: number; payment_date: string; status: string }>(sql`
    select distinct on (r.user_id) r.user_id, r.net_cents, to_char(run.payment_date, 'YYYY-MM-DD') as payment_date, r.status
    from ${payrollRecords} r join ${payrollRuns} run on run.id = r.run_id
    where r.user_id in (${sql.join(
      userIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    order by r.user_id, r.created_at desc, r.id desc`);
  return new Map(
    rows.rows.map((row) => [
      row.user_id,
      { amountCents: Number(row.net_cents), date: row.payment_date, status: row.status },
    ]),
  );
}

function toEmployee(row: EmployeeRow, last: { amountCents: number; date: string; status: string } | undefined) {
  return {
    ...row,
    effectiveCostRateCents: costRateCents(row),
    lastPayment: last ? { ...last, status: last.status as 'draft' | 'processing' | 'paid' | 'failed' } : null,
  };
}

export async function listEmployees(db: Db, caller: Caller) {
  const rows = await employeeRows(db, payrollScope(caller, payrollProfiles.userId));
  const last = await lastPayments(
    db,
    rows.map((row) => row.userId),
  );
  return { items: rows.map((row) => toEmployee(row, last.get(row.userId))) };
}

export async function getEmployee(db: Db, caller: Caller, id: string) {
  const [row] = await employeeRows(db, and(eq(payrollProfiles.id, id), payrollScope(caller, payrollProfiles.userId)));
  if (!row) throw notFound(PAYROLL_MESSAGES.employeeNotFound);
  const last = await lastPayments(db, [row.userId]);
  return toEmployee(row, last.get(row.userId));
}

/** Staff users without a payroll profile (Add Employee). */
export async function profileCandidates(db: Db) {
  const items = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .leftJoin(payrollProfiles, eq(payrollProfiles.userId, users.id))
    .where(and(inArray(users.role, ['ADMIN', 'AGENT']), eq(users.isActive, true), isNull(payrollProfiles.id)))
    .orderBy(asc(users.name));
  return { items };
}

const runColumns = {
  id: payrollRuns.id,
  periodStart: payrollRuns.periodStart,
  periodEnd: payrollRuns.periodEnd,
  paymentDate: payrollRuns.paymentDate,
  status: payrollRuns.status,
  employeeCount: payrollRuns.employeeCount,
  grossCents: payrollRuns.grossCents,
  taxCents: payrollRuns.taxCents,
  deductionsCents: payrollRuns.deductionsCents,
  netCents: payrollRuns.netCents,
  feesCents: payrollRuns.feesCents,
  processedByName: users.name,
  processedAt: payrollRuns.processedAt,
  createdAt: payrollRuns.createdAt,
  unpaid:
    sql<number>`(select count(*) from ${payrollRecords} r where r.run_id = ${payrollRuns.id} and r.status <> 'paid')::int`.mapWith(
      Number,
    ),
};

/** Every run, newest period first (admins). */
export async function listRuns(db: Db) {
  const items = await db
    .select(runColumns)
    .from(payrollRuns)
    .leftJoin(users, eq(users.id, payrollRuns.processedById))
    .orderBy(desc(payrollRuns.periodStart), desc(payrollRuns.id))
    .limit(100);
  return { items };
}

export async function getRun(db: Db, id: string) {
  const [run] = await db
    .select(runColumns)
    .from(payrollRuns)
    .leftJoin(users, eq(users.id, payrollRuns.processedById))
    .where(eq(payrollRuns.id, id));
  if (!run) throw notFound(PAYROLL_MESSAGES.runNotFound);
  return run;
}

const statementColumns = {
  id: payrollRecords.id,
  runId: payrollRecords.runId,
  userId: payrollRecords.userId,
  employeeName: payrollRecords.employeeName,
  jobTitle: payrollRecords.jobTitle,
  department: payrollRecords.department,
  periodStart: payrollRuns.periodStart,
  periodEnd: payrollRuns.periodEnd,
  paymentDate: payrollRuns.paymentDate,
  payType: payrollRecords.payType,
  annualSalaryCents: payrollRecords.annualSalaryCents,
  hourlyRateCents: payrollRecords.hourlyRateCents,
  minutesWorked: payrollRecords.minutesWorked,
  overtimeMinutes: payrollRecords.overtimeMinutes,
  grossCents: payrollRecords.grossCents,
  taxCents: payrollRecords.taxCents,
  deductionsCents: payrollRecords.deductionsCents,
  netCents: payrollRecords.netCents,
  feeCents: payrollRecords.feeCents,
  payoutMethod: payrollRecords.payoutMethod,
  providerRef: payrollRecords.providerRef,
  status: payrollRecords.status,
  paidAt: payrollRecords.paidAt,
  createdAt: payrollRecords.createdAt,
};

export type StatementRow = Awaited<ReturnType<typeof getStatement>>;

/** Pay statements (Payments tab), newest first: everyone's for an admin, one's own for an agent. */
export async function listStatements(
  db: Db,
  caller: Caller,
  query: Omit<ListStatementsQuery, 'cursor' | 'limit'> & { limit: number; cursor: Cursor | undefined },
) {
  const rows = await db
    .select({ ...statementColumns, ...keyset(payrollRecords) })
    .from(payrollRecords)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollRecords.runId))
    .where(
      and(
        payrollScope(caller, payrollRecords.userId),
        query.runId ? eq(payrollRecords.runId, query.runId) : undefined,
        query.userId ? eq(payrollRecords.userId, query.userId) : undefined,
        afterCursor(payrollRecords, query.cursor),
      ),
    )
    .orderBy(...newestFirst(payrollRecords))
    .limit(query.limit + 1);
  return toPage(rows, query.limit);
}

export async function getStatement(db: Db, caller: Caller, id: string) {
  const [row] = await db
    .select(statementColumns)
    .from(payrollRecords)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollRecords.runId))
    .where(and(eq(payrollRecords.id, id), payrollScope(caller, payrollRecords.userId)));
  if (!row) throw notFound(PAYROLL_MESSAGES.statementNotFound);
  return row;
}

/** The Overview cards: the agency's (admin) or the caller's own (agent). */
export async function payrollSummary(db: Db, caller: Caller, provider: 'manual' | 'stripe', now: Date) {
  const own = caller.access !== 'any';
  const profileScope = payrollScope(caller, payrollProfiles.userId);
  const byType = await db
    .select({ payType: payrollProfiles.payType, n: count() })
    .from(payrollProfiles)
    .where(and(eq(payrollProfiles.status, 'active'), profileScope))
    .groupBy(payrollProfiles.payType);
  const salaried = byType.find((row) => row.payType === 'salary')?.n ?? 0;
  const hourly = byType.find((row) => row.payType === 'hourly')?.n ?? 0;

  // An agent's figures are their own line of the run; the join finds it (the where keeps only runs that have one).
  const ownOr = (line: typeof payrollRecords.grossCents, run: typeof payrollRuns.grossCents) =>
    sql<number>`coalesce(${own ? line : run}, 0)`.mapWith(Number);
  const [run] = await db
    .select({
      id: payrollRuns.id,
      periodStart: payrollRuns.periodStart,
      periodEnd: payrollRuns.periodEnd,
      paymentDate: payrollRuns.paymentDate,
      status: payrollRuns.status,
      employeeCount: own ? sql<number>`1`.mapWith(Number) : payrollRuns.employeeCount,
      grossCents: ownOr(payrollRecords.grossCents, payrollRuns.grossCents),
      netCents: ownOr(payrollRecords.netCents, payrollRuns.netCents),
      feesCents: ownOr(payrollRecords.feeCents, payrollRuns.feesCents),
    })
    .from(payrollRuns)
    .leftJoin(payrollRecords, and(eq(payrollRecords.runId, payrollRuns.id), eq(payrollRecords.userId, caller.user.id)))
    .where(and(ne(payrollRuns.status, 'draft'), own ? eq(payrollRecords.userId, caller.user.id) : undefined))
    .orderBy(desc(payrollRuns.paymentDate), desc(payrollRuns.createdAt))
    .limit(1);

  const yearStart = `${now.getUTCFullYear()}-01-01`;
  const [ytd] = await db
    .select({
      gross: sql<number>`coalesce(sum(${payrollRecords.grossCents}), 0)::bigint`.mapWith(Number),
      net: sql<number>`coalesce(sum(${payrollRecords.netCents}), 0)::bigint`.mapWith(Number),
    })
    .from(payrollRecords)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollRecords.runId))
    .where(
      and(
        eq(payrollRecords.status, 'paid'),
        sql`${payrollRuns.paymentDate} >= ${yearStart}::date`,
        payrollScope(caller, payrollRecords.userId),
      ),
    );
  return {
    view: own ? ('own' as const) : ('any' as const),
    activeEmployees: salaried + hourly,
    hourlyEmployees: hourly,
    salariedEmployees: salaried,
    lastRun: run ?? null,
    yearToDateGrossCents: ytd?.gross ?? 0,
    yearToDateNetCents: ytd?.net ?? 0,
    payoutProvider: provider,
  };
}
