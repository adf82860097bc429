import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { cents, createdAt, timestamptz, updatedAt } from './columns.ts';
import {
  departmentEnum,
  employmentStatusEnum,
  payoutMethodEnum,
  payrollPayTypeEnum,
  payrollRunStatusEnum,
} from './enums.ts';

// Payroll (D7, 001 §9). Hours are stored as integer minutes so pay maths stays in integers:
// see @agency/shared/payroll for the rule (salary / 12, or hours × rate + overtime × rate × 1.5;
// net = gross − 25% tax − 5% deductions).

/** How one person is paid. Agents and admins have one; clients never do. */
export const payrollProfiles = pgTable(
  'payroll_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    payType: payrollPayTypeEnum('pay_type').notNull(),
    annualSalaryCents: cents('annual_salary_cents'),
    hourlyRateCents: cents('hourly_rate_cents'),
    /**
     * What an hour of this person's time costs the agency, for project profit (issue #20). None: the hourly rate, or
     * the annual salary over 2,080 hours (@agency/shared/payroll costRateCents).
     */
    costRateCents: integer('cost_rate_cents'),
    payoutMethod: payoutMethodEnum('payout_method').notNull().default('direct_deposit'),
    /** The payee at the payout provider (e.g. a Stripe Connect account), when connected. */
    payoutAccountRef: text('payout_account_ref'),
    status: employmentStatusEnum('status').notNull().default('active'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payroll_profiles_status_idx').on(t.status),
    check('payroll_profiles_pay_non_negative', sql`${t.annualSalaryCents} >= 0 and ${t.hourlyRateCents} >= 0`),
  ],
);

export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    status: payrollRunStatusEnum('status').notNull().default('draft'),
    employeeCount: integer('employee_count').notNull().default(0),
    grossCents: cents('gross_cents'),
    taxCents: cents('tax_cents'),
    deductionsCents: cents('deductions_cents'),
    netCents: cents('net_cents'),
    feesCents: cents('fees_cents'),
    processedById: uuid('processed_by_id').references(() => users.id, { onDelete: 'set null' }),
    processedAt: timestamptz('processed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payroll_runs_period_start_idx').on(t.periodStart),
    index('payroll_runs_payment_date_idx').on(t.paymentDate),
    index('payroll_runs_status_idx').on(t.status),
    index('payroll_runs_processed_by_id_idx').on(t.processedById),
    check('payroll_runs_period_ordered', sql`${t.periodEnd} >= ${t.periodStart}`),
  ],
);

/**
 * One person's pay statement in a run. Name, title, department and rates are copied at run time
 * so a past statement (and its PDF, D25) never changes when the profile does.
 */
export const payrollRecords = pgTable(
  'payroll_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    employeeName: text('employee_name').notNull(),
    jobTitle: text('job_title'),
    department: departmentEnum('department'),
    payType: payrollPayTypeEnum('pay_type').notNull(),
    annualSalaryCents: cents('annual_salary_cents'),
    hourlyRateCents: cents('hourly_rate_cents'),
    minutesWorked: integer('minutes_worked').notNull().default(0),
    overtimeMinutes: integer('overtime_minutes').notNull().default(0),
    grossCents: cents('gross_cents'),
    taxCents: cents('tax_cents'),
    deductionsCents: cents('deductions_cents'),
    netCents: cents('net_cents'),
    feeCents: cents('fee_cents'),
    payoutMethod: payoutMethodEnum('payout_method').notNull(),
    /** The payout provider's transfer id. */
    providerRef: text('provider_ref'),
    status: payrollRunStatusEnum('status').notNull().default('draft'),
    paidAt: timestamptz('paid_at'),
    /** When the statement mail was queued for the employee: set once, so a retried run never mails it twice. */
    statementMailedAt: timestamptz('statement_mailed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payroll_records_run_user_unique').on(t.runId, t.userId),
    index('payroll_records_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('payroll_records_status_idx').on(t.status),
    check('payroll_records_net', sql`${t.netCents} = ${t.grossCents} - ${t.taxCents} - ${t.deductionsCents}`),
  ],
);
