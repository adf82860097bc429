// The Payroll workspace's contract (001 §2 Payroll, §3 payroll record and company financials, D7): requests and
// responses once, for the API's routes and the portal's api files. Amounts are integer cents computed by the server
// with the rule of ./payroll.ts; hours of hourly staff come only from approved timesheets.

import { z } from 'zod';
import { DEPARTMENTS, EMPLOYMENT_STATUSES, PAYOUT_METHODS, PAYROLL_PAY_TYPES, PAYROLL_RUN_STATUSES } from './enums.ts';
import {
  boundedText,
  calendarDate,
  isoDateTime,
  pageCursor,
  pageLimit,
  pageOf,
  patchBody,
  uuid,
  wireText,
} from './schema-primitives.ts';
import { projectProfitSchema } from './time.ts';

export const PAYROLL_MESSAGES = {
  /** 001 §2 / D7, word for word: what a client sees instead of the workspace. */
  restricted: 'Payroll access restricted to admin and agent roles.',
  /** 001 §8. */
  fetchFailed: 'Failed to fetch payroll data',
  payoutFailed: 'Failed to create payout',
  employeeNotFound: 'Employee not found',
  statementNotFound: 'Pay statement not found',
  runNotFound: 'Payroll run not found',
  notStaff: 'Only admins and agents can be on payroll',
  profileExists: 'This person already has a payroll profile',
  salaryRequired: 'Enter the annual salary of a salaried employee',
  rateRequired: 'Enter the hourly rate of an hourly employee',
  periodOrder: 'The pay period must end on or after its start',
  periodTooLong: 'A pay period is at most 31 days',
  paymentBeforePeriod: 'The payment date cannot be before the pay period starts',
  overlap: 'This pay period overlaps payroll already processed',
  nothingToPay: 'No active employee has pay in this period',
  tooLarge: 'This payroll run is larger than one run can pay',
  monthsRange: 'Choose between 1 and 24 months',
  accountRef: 'Enter a Stripe account id (acct_...) or leave it empty',
} as const;

/** $1,000,000 a year; $5,000 an hour: past these an amount is a typo, and run totals stay within integer cents. */
export const MAX_ANNUAL_SALARY_CENTS = 100_000_000;
export const MAX_HOURLY_RATE_CENTS = 500_000;
/** The longest pay period a run takes (a calendar month): salaried staff are paid salary / 12 a run (001 §9). */
export const MAX_PERIOD_DAYS = 31;

/** A Stripe Connect account (acct_...) to pay by transfer; empty: paid manually with a reference. */
const accountRef = boundedText({ max: 120 })
  .regex(/^(acct_[A-Za-z0-9]+)?$/, PAYROLL_MESSAGES.accountRef)
  .transform((value) => value || null);

const salaryCents = z.number().int().min(0).max(MAX_ANNUAL_SALARY_CENTS);
const rateCents = z.number().int().min(0).max(MAX_HOURLY_RATE_CENTS);

// ---------------------------------------------------------------------------------------------------------------
// Employees (payroll profiles)
// ---------------------------------------------------------------------------------------------------------------

export const lastPaymentSchema = z.object({
  amountCents: z.number().int(),
  date: wireText(),
  status: z.enum(PAYROLL_RUN_STATUSES),
});

/** 001 §3 "payroll record from server", with our names: one person on payroll and their latest payment. */
export const payrollEmployeeSchema = z.object({
  id: wireText(),
  userId: wireText(),
  name: wireText(),
  email: wireText(),
  phone: wireText().nullable(),
  jobTitle: wireText().nullable(),
  department: z.enum(DEPARTMENTS).nullable(),
  payType: z.enum(PAYROLL_PAY_TYPES),
  annualSalaryCents: z.number().int(),
  hourlyRateCents: z.number().int(),
  costRateCents: z.number().int().nullable(),
  /** The cost rate project profit uses: the set one or the one derived from pay (./payroll.ts costRateCents). */
  effectiveCostRateCents: z.number().int(),
  payoutMethod: z.enum(PAYOUT_METHODS),
  payoutAccountRef: wireText().nullable(),
  status: z.enum(EMPLOYMENT_STATUSES),
  startDate: wireText(),
  lastPayment: lastPaymentSchema.nullable(),
});
export type PayrollEmployee = z.infer<typeof payrollEmployeeSchema>;
export const listEmployeesResponse = z.object({ items: z.array(payrollEmployeeSchema) });

const profileFields = z.object({
  payType: z.enum(PAYROLL_PAY_TYPES),
  annualSalaryCents: salaryCents.default(0),
  hourlyRateCents: rateCents.default(0),
  /** null: derived from pay. */
  costRateCents: rateCents.nullable().default(null),
  payoutMethod: z.enum(PAYOUT_METHODS).default('direct_deposit'),
  payoutAccountRef: accountRef.nullable().default(null),
  status: z.enum(EMPLOYMENT_STATUSES).default('active'),
  startDate: calendarDate(),
});

function payRequired<T extends { payType?: string; annualSalaryCents?: number; hourlyRateCents?: number }>(
  body: T,
  ctx: z.RefinementCtx,
) {
  if (body.payType === 'salary' && !body.annualSalaryCents)
    ctx.addIssue({ code: 'custom', path: ['annualSalaryCents'], message: PAYROLL_MESSAGES.salaryRequired });
  if (body.payType === 'hourly' && !body.hourlyRateCents)
    ctx.addIssue({ code: 'custom', path: ['hourlyRateCents'], message: PAYROLL_MESSAGES.rateRequired });
}

/** Add Employee: a payroll profile for a staff user. */
export const createProfileBody = profileFields.extend({ userId: uuid() }).superRefine(payRequired);
export type CreateProfileBody = z.input<typeof createProfileBody>;

/** Edit profile: any of the fields; the pay type's own amount must then be set (checked against the row too). */
export const updateProfileBody = patchBody(
  z.object({
    payType: z.enum(PAYROLL_PAY_TYPES),
    annualSalaryCents: salaryCents,
    hourlyRateCents: rateCents,
    costRateCents: rateCents.nullable(),
    payoutMethod: z.enum(PAYOUT_METHODS),
    payoutAccountRef: accountRef.nullable(),
    status: z.enum(EMPLOYMENT_STATUSES),
    startDate: calendarDate(),
  }),
);
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

/** Staff users without a profile yet, for Add Employee. */
export const candidatesResponse = z.object({
  items: z.array(z.object({ id: wireText(), name: wireText(), email: wireText(), role: wireText() })),
});

// ---------------------------------------------------------------------------------------------------------------
// Overview
// ---------------------------------------------------------------------------------------------------------------

export const payrollSummaryResponse = z.object({
  /** 'any': the agency's figures (admin); 'own': the caller's own pay (agent, D7). */
  view: z.enum(['any', 'own']),
  activeEmployees: z.number().int(),
  hourlyEmployees: z.number().int(),
  salariedEmployees: z.number().int(),
  /** The latest processed run's gross, net and fees (own: the caller's line of it). */
  lastRun: z
    .object({
      id: wireText(),
      periodStart: wireText(),
      periodEnd: wireText(),
      paymentDate: wireText(),
      status: z.enum(PAYROLL_RUN_STATUSES),
      employeeCount: z.number().int(),
      grossCents: z.number().int(),
      netCents: z.number().int(),
      feesCents: z.number().int(),
    })
    .nullable(),
  /** Paid this calendar year (payment dates), gross and net. */
  yearToDateGrossCents: z.number().int(),
  yearToDateNetCents: z.number().int(),
  /** How payouts are made: 'stripe' when Stripe is configured (transfers to connected accounts), else 'manual'. */
  payoutProvider: z.enum(['manual', 'stripe']),
});
export type PayrollSummary = z.infer<typeof payrollSummaryResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Runs and pay statements
// ---------------------------------------------------------------------------------------------------------------

const periodShape = {
  periodStart: calendarDate(),
  periodEnd: calendarDate(),
};

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function periodRules(body: { periodStart: string; periodEnd: string; paymentDate?: string }, ctx: z.RefinementCtx) {
  const days = daysBetween(body.periodStart, body.periodEnd);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: PAYROLL_MESSAGES.periodOrder });
  else if (days + 1 > MAX_PERIOD_DAYS)
    ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: PAYROLL_MESSAGES.periodTooLong });
  if (body.paymentDate && body.paymentDate < body.periodStart)
    ctx.addIssue({ code: 'custom', path: ['paymentDate'], message: PAYROLL_MESSAGES.paymentBeforePeriod });
}

/** The Process Payroll dialog's summary, before anything is written. */
export const previewQuery = z.object(periodShape).superRefine(periodRules);
export const previewResponse = z.object({
  employeeCount: z.number().int(),
  grossCents: z.number().int(),
  taxCents: z.number().int(),
  deductionsCents: z.number().int(),
  netCents: z.number().int(),
  feesCents: z.number().int(),
  /** A run already covering part of the period (processing it would be refused). */
  overlapping: z.object({ id: wireText(), periodStart: wireText(), periodEnd: wireText() }).nullable(),
});
export type PayrollPreview = z.infer<typeof previewResponse>;

/** Process Payroll. The period is the run's natural key: the same period again is the same run (never paid twice). */
export const processRunBody = z.object({ ...periodShape, paymentDate: calendarDate() }).superRefine(periodRules);
export type ProcessRunBody = z.input<typeof processRunBody>;

export const payrollRunSchema = z.object({
  id: wireText(),
  periodStart: wireText(),
  periodEnd: wireText(),
  paymentDate: wireText(),
  status: z.enum(PAYROLL_RUN_STATUSES),
  employeeCount: z.number().int(),
  grossCents: z.number().int(),
  taxCents: z.number().int(),
  deductionsCents: z.number().int(),
  netCents: z.number().int(),
  feesCents: z.number().int(),
  processedByName: wireText().nullable(),
  processedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** Lines not yet paid (a payout failed: Retry payouts pays them). */
  unpaid: z.number().int(),
});
export type PayrollRun = z.infer<typeof payrollRunSchema>;
export const listRunsResponse = z.object({ items: z.array(payrollRunSchema) });
export const processRunResponse = payrollRunSchema.extend({
  /** True when this period had been processed already: nothing new was paid. */
  replayed: z.boolean(),
});

/** One pay statement (a payroll record). */
export const payStatementSchema = z.object({
  id: wireText(),
  runId: wireText(),
  userId: wireText(),
  employeeName: wireText(),
  jobTitle: wireText().nullable(),
  department: z.enum(DEPARTMENTS).nullable(),
  periodStart: wireText(),
  periodEnd: wireText(),
  paymentDate: wireText(),
  payType: z.enum(PAYROLL_PAY_TYPES),
  annualSalaryCents: z.number().int(),
  hourlyRateCents: z.number().int(),
  minutesWorked: z.number().int(),
  overtimeMinutes: z.number().int(),
  grossCents: z.number().int(),
  taxCents: z.number().int(),
  deductionsCents: z.number().int(),
  netCents: z.number().int(),
  feeCents: z.number().int(),
  payoutMethod: z.enum(PAYOUT_METHODS),
  providerRef: wireText().nullable(),
  status: z.enum(PAYROLL_RUN_STATUSES),
  paidAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type PayStatement = z.infer<typeof payStatementSchema>;

export const listStatementsQuery = z.object({
  cursor: pageCursor.optional(),
  limit: pageLimit(25),
  runId: uuid().optional(),
  userId: uuid().optional(),
});
export type ListStatementsQuery = z.input<typeof listStatementsQuery>;
export const listStatementsResponse = pageOf(payStatementSchema);

// ---------------------------------------------------------------------------------------------------------------
// Company financials and reports
// ---------------------------------------------------------------------------------------------------------------

export const companyFinancialsQuery = z.object({
  months: z.coerce
    .number({ error: PAYROLL_MESSAGES.monthsRange })
    .int()
    .min(1, PAYROLL_MESSAGES.monthsRange)
    .max(24, PAYROLL_MESSAGES.monthsRange)
    .default(12),
});

export const financialMonthSchema = z.object({
  /** 'YYYY-MM'. */
  month: wireText(),
  /** Paid invoices, by the month they were paid. */
  revenueCents: z.number().int(),
  /** Gross pay plus payout fees of runs paid that month (by payment date). */
  payrollCents: z.number().int(),
  /** Project expenses incurred that month. */
  expensesCents: z.number().int(),
  netCents: z.number().int(),
});
export const companyFinancialsResponse = z.object({
  months: z.array(financialMonthSchema),
  totals: financialMonthSchema.omit({ month: true }),
  /** Profit per project (invoiced − cost of time − expenses), the most invoiced first, up to 20. */
  projects: z.array(projectProfitSchema.extend({ name: wireText() })),
});
export type CompanyFinancials = z.infer<typeof companyFinancialsResponse>;

export const REPORT_KINDS = ['register', 'employees'] as const;
export const reportQuery = z
  .object({ kind: z.enum(REPORT_KINDS), from: calendarDate().optional(), to: calendarDate().optional() })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.to < query.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: PAYROLL_MESSAGES.periodOrder });
  });

export type PayrollSummaryOnWire = z.input<typeof payrollSummaryResponse>;
export type EmployeeListOnWire = z.input<typeof listEmployeesResponse>;
export type EmployeeOnWire = z.input<typeof payrollEmployeeSchema>;
export type CandidatesOnWire = z.input<typeof candidatesResponse>;
export type PreviewOnWire = z.input<typeof previewResponse>;
export type RunListOnWire = z.input<typeof listRunsResponse>;
export type RunOnWire = z.input<typeof payrollRunSchema>;
export type ProcessedRunOnWire = z.input<typeof processRunResponse>;
export type StatementPageOnWire = z.input<typeof listStatementsResponse>;
export type StatementOnWire = z.input<typeof payStatementSchema>;
export type CompanyFinancialsOnWire = z.input<typeof companyFinancialsResponse>;
