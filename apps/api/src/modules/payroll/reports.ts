import { Readable } from 'node:stream';
import { costRateCents } from '@agency/shared/payroll';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payrollProfiles, payrollRecords, payrollRuns, users } from '../../db/schema/index.ts';
import { csvLine } from '../../lib/csv.ts';
import { afterCursor, type Cursor, keyset, newestFirst } from '../../lib/cursor.ts';

const PAGE = 500;

const dollars = (cents: number) => (cents / 100).toFixed(2);
const hours = (minutes: number) => (minutes / 60).toFixed(2);

const REGISTER_HEADER = [
  'Payment date',
  'Period start',
  'Period end',
  'Employee',
  'Department',
  'Pay type',
  'Regular hours',
  'Overtime hours',
  'Gross',
  'Tax',
  'Deductions',
  'Net',
  'Fee',
  'Payout method',
  'Reference',
  'Status',
];

/**
 * The payroll register: every pay statement whose payment date is in the range, newest first, read a page at a time
 * and written as it is read, so a report of any size streams in constant memory.
 */
async function* registerLines(db: Db, range: { from?: string; to?: string }) {
  yield csvLine(REGISTER_HEADER);
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: payrollRecords.id,
        ...keyset(payrollRecords),
        paymentDate: payrollRuns.paymentDate,
        periodStart: payrollRuns.periodStart,
        periodEnd: payrollRuns.periodEnd,
        employeeName: payrollRecords.employeeName,
        department: payrollRecords.department,
        payType: payrollRecords.payType,
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
      })
      .from(payrollRecords)
      .innerJoin(payrollRuns, eq(payrollRuns.id, payrollRecords.runId))
      .where(
        and(
          range.from ? gte(payrollRuns.paymentDate, range.from) : undefined,
          range.to ? lte(payrollRuns.paymentDate, range.to) : undefined,
          afterCursor(payrollRecords, cursor),
        ),
      )
      .orderBy(...newestFirst(payrollRecords))
      .limit(PAGE);
    let chunk = '';
    for (const row of rows) {
      chunk += csvLine([
        row.paymentDate,
        row.periodStart,
        row.periodEnd,
        row.employeeName,
        row.department,
        row.payType,
        hours(row.minutesWorked),
        hours(row.overtimeMinutes),
        dollars(row.grossCents),
        dollars(row.taxCents),
        dollars(row.deductionsCents),
        dollars(row.netCents),
        dollars(row.feeCents),
        row.payoutMethod,
        row.providerRef,
        row.status,
      ]);
    }
    if (chunk) yield chunk;
    const last = rows.at(-1);
    if (rows.length < PAGE || !last) return;
    cursor = { at: last.cursorKey, id: last.id };
  }
}

/** Everyone on payroll with their pay and cost rate. */
async function* employeeLines(db: Db) {
  yield csvLine([
    'Employee',
    'Email',
    'Department',
    'Status',
    'Pay type',
    'Annual salary',
    'Hourly rate',
    'Cost rate',
    'Payout method',
    'Start date',
  ]);
  const rows = await db
    .select({
      name: users.name,
      email: users.email,
      department: users.department,
      status: payrollProfiles.status,
      payType: payrollProfiles.payType,
      annualSalaryCents: payrollProfiles.annualSalaryCents,
      hourlyRateCents: payrollProfiles.hourlyRateCents,
      costRateCents: payrollProfiles.costRateCents,
      payoutMethod: payrollProfiles.payoutMethod,
      startDate: payrollProfiles.startDate,
    })
    .from(payrollProfiles)
    .innerJoin(users, eq(users.id, payrollProfiles.userId))
    .orderBy(asc(users.name), sql`${payrollProfiles.id}`);
  for (const row of rows) {
    yield csvLine([
      row.name,
      row.email,
      row.department,
      row.status,
      row.payType,
      dollars(row.annualSalaryCents),
      dollars(row.hourlyRateCents),
      dollars(costRateCents(row)),
      row.payoutMethod,
      row.startDate,
    ]);
  }
}

export function payrollReport(db: Db, query: { kind: 'register' | 'employees'; from?: string; to?: string }) {
  const lines = query.kind === 'register' ? registerLines(db, query) : employeeLines(db);
  return Readable.from(lines, { objectMode: false });
}
