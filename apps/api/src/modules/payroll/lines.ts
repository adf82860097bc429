import { computePayStatement, type PayStatement, summarizePayrollRun } from '@agency/shared/payroll';
import { PAYROLL_MESSAGES } from '@agency/shared/payroll-api';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payrollProfiles, payrollRuns, users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
// biome-ignore lint/style/noRestrictedImports: time tracking's one read for payroll (issue #20): the approved hours, split into regular and overtime, that payroll pays and nothing else computes.
import { approvedMinutes } from '../time/approved-minutes.ts';

/** The largest sum an integer cents column holds: a run past it cannot be stored, so it is refused up front. */
const MAX_COLUMN_CENTS = 2_147_483_647;

export interface PayrollLine extends PayStatement {
  userId: string;
  employeeName: string;
  jobTitle: string | null;
  department: (typeof users.$inferSelect)['department'];
  payType: 'salary' | 'hourly';
  annualSalaryCents: number;
  hourlyRateCents: number;
  minutesWorked: number;
  overtimeMinutes: number;
  payoutMethod: 'direct_deposit' | 'paper_check' | 'wire';
  payoutAccountRef: string | null;
}

/**
 * Who a run over this period pays and how much (001 §9, the maths of @agency/shared/payroll): every active profile of
 * a staff user who had started by the period's end; salaried staff a month's salary, hourly staff their approved time
 * in the period (regular and overtime, from approved timesheets only). A line with nothing to pay is left out.
 */
export async function payrollLines(db: Db, period: { periodStart: string; periodEnd: string }): Promise<PayrollLine[]> {
  const profiles = await db
    .select({
      userId: payrollProfiles.userId,
      employeeName: users.name,
      jobTitle: users.jobTitle,
      department: users.department,
      payType: payrollProfiles.payType,
      annualSalaryCents: payrollProfiles.annualSalaryCents,
      hourlyRateCents: payrollProfiles.hourlyRateCents,
      payoutMethod: payrollProfiles.payoutMethod,
      payoutAccountRef: payrollProfiles.payoutAccountRef,
    })
    .from(payrollProfiles)
    .innerJoin(users, eq(users.id, payrollProfiles.userId))
    .where(
      and(
        eq(payrollProfiles.status, 'active'),
        lte(payrollProfiles.startDate, period.periodEnd),
        inArray(users.role, ['ADMIN', 'AGENT']),
      ),
    )
    .orderBy(users.name, payrollProfiles.userId);
  const hourly = profiles.filter((profile) => profile.payType === 'hourly').map((profile) => profile.userId);
  const time =
    hourly.length > 0 ? await approvedMinutes(db, { from: period.periodStart, to: period.periodEnd }) : new Map();
  const lines: PayrollLine[] = [];
  for (const profile of profiles) {
    const worked = profile.payType === 'hourly' ? time.get(profile.userId) : undefined;
    const input = {
      ...profile,
      minutesWorked: worked?.minutes ?? 0,
      overtimeMinutes: worked?.overtimeMinutes ?? 0,
    };
    const statement = computePayStatement(input);
    if (statement.grossCents > 0) lines.push({ ...input, ...statement });
  }
  return lines;
}

/** The run's totals, refused when they would not fit the run's columns (a hostile or mistyped salary). */
export function runTotals(lines: readonly PayrollLine[]) {
  const totals = summarizePayrollRun(lines);
  if (totals.grossCents > MAX_COLUMN_CENTS || totals.feesCents > MAX_COLUMN_CENTS) {
    throw badRequest(PAYROLL_MESSAGES.tooLarge);
  }
  return totals;
}

/** Runs whose period shares a day with this one. */
export function overlappingRuns(db: Db, period: { periodStart: string; periodEnd: string }) {
  return db
    .select({ id: payrollRuns.id, periodStart: payrollRuns.periodStart, periodEnd: payrollRuns.periodEnd })
    .from(payrollRuns)
    .where(and(lte(payrollRuns.periodStart, period.periodEnd), gte(payrollRuns.periodEnd, period.periodStart)))
    .orderBy(payrollRuns.periodStart)
    .limit(5);
}
