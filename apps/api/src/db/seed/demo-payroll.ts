import { randomUUID } from 'node:crypto';
import type { PayoutMethod, PayrollPayType } from '@agency/shared/enums';
import { dollarsToCents } from '@agency/shared/money';
import { computePayStatement, summarizePayrollRun, WEEKLY_REGULAR_MINUTES } from '@agency/shared/payroll';
import { payrollProfiles, payrollRecords, payrollRuns, timeEntries, timesheets } from '../schema/index.ts';
import type { DemoClock, Tx } from './demo-context.ts';
import type { DemoPeople, Person, PersonKey } from './demo-people.ts';
import type { DemoProjects, ProjectKey } from './demo-projects.ts';

type StaffKey = Extract<PersonKey, 'admin' | 'jordan' | 'priya' | 'marcus' | 'elena'>;

interface ProfileSeed {
  payType: PayrollPayType;
  /** Dollars per year (salary) or per hour (hourly). */
  pay: number;
  payoutMethod: PayoutMethod;
  startedDaysAgo: number;
  /** Dollars an hour of this person's time costs the agency, when not derived from pay. */
  costRate?: number;
  /** Hourly staff: the project they log time on, and hours Monday to Friday of each approved week. */
  time?: { project: ProjectKey; week: [number, number, number, number, number] };
}

/** Both pay types and all three payout methods, so every fee and formula shows up in the demo. */
const PROFILES: Record<StaffKey, ProfileSeed> = {
  admin: { payType: 'salary', pay: 132_000, payoutMethod: 'direct_deposit', startedDaysAgo: 5 * 365 },
  jordan: { payType: 'salary', pay: 118_000, payoutMethod: 'direct_deposit', startedDaysAgo: 3 * 365, costRate: 72 },
  priya: { payType: 'salary', pay: 104_000, payoutMethod: 'direct_deposit', startedDaysAgo: 2 * 365 },
  // 38 hours a week: no overtime.
  marcus: {
    payType: 'hourly',
    pay: 58,
    payoutMethod: 'paper_check',
    startedDaysAgo: 400,
    time: { project: 'vitalisSite', week: [8, 8, 8, 8, 6] },
  },
  // 44 hours a week: the last 4 (Friday's) are overtime at 1.5.
  elena: {
    payType: 'hourly',
    pay: 46,
    payoutMethod: 'wire',
    startedDaysAgo: 300,
    time: { project: 'replatform', week: [9, 9, 9, 9, 8] },
  },
};

const STAFF = Object.keys(PROFILES) as StaffKey[];
const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedPayroll(
  tx: Tx,
  clock: DemoClock,
  { people }: DemoPeople,
  projects: DemoProjects,
): Promise<{ runs: number }> {
  await tx.insert(payrollProfiles).values(STAFF.map((key) => profileRow(key, people[key].id, clock)));
  // Hourly pay comes only from approved timesheets (issue #20): the weeks the two past runs paid are approved time.
  const worked = new Map<string, Day[]>();
  for (const key of STAFF) {
    const seed = PROFILES[key];
    if (seed.time)
      worked.set(
        key,
        await insertApprovedWeeks(tx, clock, people[key].id, projects[seed.time.project].id, seed.time.week),
      );
  }
  // The two previous calendar months, each paid on its last day.
  for (const monthsAgo of [2, 1]) {
    await insertRun(tx, clock, people, monthsAgo, worked);
  }
  return { runs: 2 };
}

interface Day {
  date: string;
  minutes: number;
  /** The part past 40 hours in its week, counted in the order the week was worked (as time tracking splits it). */
  overtime: number;
}

/** Every week (Monday to Friday) from the one holding the first day two months ago to the end of last month. */
async function insertApprovedWeeks(
  tx: Tx,
  clock: DemoClock,
  userId: string,
  projectId: string,
  hours: readonly number[],
): Promise<Day[]> {
  const first = new Date(`${clock.month(2).start}T00:00:00Z`);
  const last = clock.month(1).end;
  const monday = new Date(first.getTime() - ((first.getUTCDay() + 6) % 7) * DAY_MS);
  const days: Day[] = [];
  for (let week = monday; week.toISOString().slice(0, 10) <= last; week = new Date(week.getTime() + 7 * DAY_MS)) {
    const weekStart = week.toISOString().slice(0, 10);
    const decidedAt = new Date(week.getTime() + 7 * DAY_MS + 15 * 3_600_000);
    const [sheet] = await tx
      .insert(timesheets)
      .values({ userId, weekStart, status: 'approved', submittedAt: decidedAt, decidedAt })
      .returning({ id: timesheets.id });
    let running = 0;
    const entries = hours.map((h, day) => {
      const minutes = h * 60;
      running += minutes;
      const date = new Date(week.getTime() + day * DAY_MS).toISOString().slice(0, 10);
      days.push({ date, minutes, overtime: Math.max(0, Math.min(minutes, running - WEEKLY_REGULAR_MINUTES)) });
      return { userId, timesheetId: sheet!.id, projectId, workDate: date, minutes, note: 'Demo work', billable: true };
    });
    await tx.insert(timeEntries).values(entries);
  }
  return days;
}

function rates(seed: ProfileSeed) {
  return seed.payType === 'salary'
    ? { annualSalaryCents: dollarsToCents(seed.pay), hourlyRateCents: 0 }
    : { annualSalaryCents: 0, hourlyRateCents: dollarsToCents(seed.pay) };
}

function profileRow(key: StaffKey, userId: string, clock: DemoClock) {
  const seed = PROFILES[key];
  return {
    userId,
    payType: seed.payType,
    ...rates(seed),
    costRateCents: seed.costRate === undefined ? null : dollarsToCents(seed.costRate),
    payoutMethod: seed.payoutMethod,
    status: 'active' as const,
    startDate: clock.date(-seed.startedDaysAgo),
  };
}

async function insertRun(
  tx: Tx,
  clock: DemoClock,
  people: DemoPeople['people'],
  monthsAgo: number,
  worked: Map<string, Day[]>,
) {
  const period = clock.month(monthsAgo);
  const paidAt = new Date(`${period.end}T15:00:00Z`);
  const records = STAFF.map((key) => {
    const days = (worked.get(key) ?? []).filter((day) => day.date >= period.start && day.date <= period.end);
    const overtime = days.reduce((sum, day) => sum + day.overtime, 0);
    const regular = days.reduce((sum, day) => sum + day.minutes, 0) - overtime;
    return recordFor(key, people[key], regular, overtime);
  });
  const runId = randomUUID();
  await tx.insert(payrollRuns).values({
    id: runId,
    periodStart: period.start,
    periodEnd: period.end,
    paymentDate: period.end,
    status: 'paid',
    ...summarizePayrollRun(records),
    processedById: people.admin.id,
    processedAt: paidAt,
    createdAt: new Date(paidAt.getTime() - 2 * 24 * 60 * 60 * 1000),
  });
  await tx
    .insert(payrollRecords)
    // Paid and mailed back then: replaying the period must not mail these statements now.
    .values(
      records.map((record) => ({
        ...record,
        runId,
        status: 'paid' as const,
        paidAt,
        statementMailedAt: paidAt,
        createdAt: paidAt,
      })),
    );
}

/** Name, title and department are copied onto the statement, as the payroll service does. */
function recordFor(key: StaffKey, person: Person, minutesWorked: number, overtimeMinutes: number) {
  const seed = PROFILES[key];
  const input = {
    payType: seed.payType,
    ...rates(seed),
    minutesWorked,
    overtimeMinutes,
    payoutMethod: seed.payoutMethod,
  };
  return {
    userId: person.id,
    employeeName: person.name,
    jobTitle: person.jobTitle,
    department: person.department,
    ...input,
    ...computePayStatement(input),
  };
}
