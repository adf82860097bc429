import type { PayoutMethod, PayrollPayType } from './enums.ts';
import { percentOfCents, sumCents } from './money.ts';

// The payroll rule of spec 001 §9: monthly pay = annual salary / 12, or hours × rate plus
// overtime hours × rate × 1.5; net = gross − 25% tax − 5% deductions; each payout costs a
// processing fee by method. Hours are whole minutes so the maths stays in integers until the
// single rounding to cents.

export const PAYROLL_TAX_PERCENT = 25;
export const PAYROLL_DEDUCTIONS_PERCENT = 5;
export const OVERTIME_MULTIPLIER = 1.5;

/** Per transfer: direct deposit $1.50 (next day), paper check $2.95, wire $15.00 (same day). */
export const PAYOUT_FEES_CENTS: Readonly<Record<PayoutMethod, number>> = {
  direct_deposit: 150,
  paper_check: 295,
  wire: 1_500,
};

export interface PayInput {
  payType: PayrollPayType;
  annualSalaryCents: number;
  hourlyRateCents: number;
  /** Regular time in the period, in minutes (hourly staff only). */
  minutesWorked: number;
  overtimeMinutes: number;
}

export interface PayBreakdown {
  grossCents: number;
  taxCents: number;
  deductionsCents: number;
  netCents: number;
}

export interface PayStatement extends PayBreakdown {
  feeCents: number;
}

export function monthlySalaryCents(annualSalaryCents: number): number {
  return Math.round(annualSalaryCents / 12);
}

/** minutes × rate / 60 + overtime minutes × rate × 1.5 / 60, rounded once. */
export function hourlyGrossCents(hourlyRateCents: number, minutesWorked: number, overtimeMinutes: number): number {
  // Doubling both terms keeps the 1.5 multiplier whole: (2m + 3o) × rate / 120.
  return Math.round(((2 * minutesWorked + 2 * OVERTIME_MULTIPLIER * overtimeMinutes) * hourlyRateCents) / 120);
}

export function grossPayCents(input: PayInput): number {
  return input.payType === 'salary'
    ? monthlySalaryCents(input.annualSalaryCents)
    : hourlyGrossCents(input.hourlyRateCents, input.minutesWorked, input.overtimeMinutes);
}

/** Tax and deductions are each rounded to the cent; net is what is left, so the parts always add up. */
export function netPay(grossCents: number): PayBreakdown {
  const taxCents = percentOfCents(grossCents, PAYROLL_TAX_PERCENT);
  const deductionsCents = percentOfCents(grossCents, PAYROLL_DEDUCTIONS_PERCENT);
  return { grossCents, taxCents, deductionsCents, netCents: grossCents - taxCents - deductionsCents };
}

export function payoutFeeCents(method: PayoutMethod): number {
  return PAYOUT_FEES_CENTS[method];
}

export function computePayStatement(input: PayInput & { payoutMethod: PayoutMethod }): PayStatement {
  return { ...netPay(grossPayCents(input)), feeCents: payoutFeeCents(input.payoutMethod) };
}

export interface PayrollRunTotals {
  employeeCount: number;
  grossCents: number;
  taxCents: number;
  deductionsCents: number;
  netCents: number;
  feesCents: number;
}

export function summarizePayrollRun(statements: readonly PayStatement[]): PayrollRunTotals {
  return {
    employeeCount: statements.length,
    grossCents: sumCents(statements.map((s) => s.grossCents)),
    taxCents: sumCents(statements.map((s) => s.taxCents)),
    deductionsCents: sumCents(statements.map((s) => s.deductionsCents)),
    netCents: sumCents(statements.map((s) => s.netCents)),
    feesCents: sumCents(statements.map((s) => s.feeCents)),
  };
}

export function hoursToMinutes(hours: number): number {
  return Math.round(hours * 60);
}

/** A full-time year of work (52 weeks of 40 hours): what a salaried person's annual salary pays for. */
export const FULL_TIME_HOURS_PER_YEAR = 2_080;
/** Time past this in one week (Monday to Sunday) is overtime, paid at 1.5 (001 §9). */
export const WEEKLY_REGULAR_MINUTES = 40 * 60;

/**
 * What an hour of a person's time costs the agency, for project profit (issue #20): the profile's cost rate when set,
 * else the hourly rate, else the annual salary over 2,080 hours.
 */
export function costRateCents(profile: {
  payType: PayrollPayType;
  costRateCents: number | null;
  hourlyRateCents: number;
  annualSalaryCents: number;
}): number {
  if (profile.costRateCents !== null) return profile.costRateCents;
  return profile.payType === 'hourly'
    ? profile.hourlyRateCents
    : Math.round(profile.annualSalaryCents / FULL_TIME_HOURS_PER_YEAR);
}
