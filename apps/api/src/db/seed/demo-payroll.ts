import { randomUUID } from 'node:crypto';
import type { PayoutMethod, PayrollPayType } from '@agency/shared/enums';
import { dollarsToCents } from '@agency/shared/money';
import { computePayStatement, hoursToMinutes, summarizePayrollRun } from '@agency/shared/payroll';
import { payrollProfiles, payrollRecords, payrollRuns } from '../schema/index.ts';
import type { DemoClock, Tx } from './demo-context.ts';
import type { DemoPeople, Person, PersonKey } from './demo-people.ts';

type StaffKey = Extract<PersonKey, 'admin' | 'jordan' | 'priya' | 'marcus' | 'elena'>;

interface ProfileSeed {
  payType: PayrollPayType;
  /** Dollars per year (salary) or per hour (hourly). */
  pay: number;
  payoutMethod: PayoutMethod;
  startedDaysAgo: number;
  /** Regular and overtime hours for [last month, the month before]; hourly staff only. */
  hours?: [regular: number, overtime: number][];
}

/** Both pay types and all three payout methods, so every fee and formula shows up in the demo. */
const PROFILES: Record<StaffKey, ProfileSeed> = {
  admin: { payType: 'salary', pay: 132_000, payoutMethod: 'direct_deposit', startedDaysAgo: 5 * 365 },
  jordan: { payType: 'salary', pay: 118_000, payoutMethod: 'direct_deposit', startedDaysAgo: 3 * 365 },
  priya: { payType: 'salary', pay: 104_000, payoutMethod: 'direct_deposit', startedDaysAgo: 2 * 365 },
  marcus: {
    payType: 'hourly',
    pay: 58,
    payoutMethod: 'paper_check',
    startedDaysAgo: 400,
    hours: [
      [144, 0],
      [152, 6],
    ],
  },
  elena: {
    payType: 'hourly',
    pay: 46,
    payoutMethod: 'wire',
    startedDaysAgo: 300,
    hours: [
      [168, 8],
      [160, 12],
    ],
  },
};

const STAFF = Object.keys(PROFILES) as StaffKey[];

export async function seedPayroll(tx: Tx, clock: DemoClock, { people }: DemoPeople): Promise<{ runs: number }> {
  await tx.insert(payrollProfiles).values(STAFF.map((key) => profileRow(key, people[key].id, clock)));
  // The two previous calendar months, each paid on its last day.
  for (const monthsAgo of [2, 1]) {
    await insertRun(tx, clock, people, monthsAgo);
  }
  return { runs: 2 };
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
    payoutMethod: seed.payoutMethod,
    status: 'active' as const,
    startDate: clock.date(-seed.startedDaysAgo),
  };
}

async function insertRun(tx: Tx, clock: DemoClock, people: DemoPeople['people'], monthsAgo: number) {
  const period = clock.month(monthsAgo);
  const paidAt = new Date(`${period.end}T15:00:00Z`);
  const records = STAFF.map((key) => recordFor(key, people[key], monthsAgo));
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
    .values(records.map((record) => ({ ...record, runId, status: 'paid' as const, paidAt, createdAt: paidAt })));
}

/** Name, title and department are copied onto the statement, as the payroll service does. */
function recordFor(key: StaffKey, person: Person, monthsAgo: number) {
  const seed = PROFILES[key];
  const [regular, overtime] = seed.hours?.[monthsAgo - 1] ?? [0, 0];
  const input = {
    payType: seed.payType,
    ...rates(seed),
    minutesWorked: hoursToMinutes(regular),
    overtimeMinutes: hoursToMinutes(overtime),
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
