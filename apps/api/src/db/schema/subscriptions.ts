import { BILLING_CYCLES, PLAN_IDS } from '@agency/shared/plans';
import { boolean, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { paymentProviderEnum } from './enums.ts';

export const planEnum = pgEnum('plan', PLAN_IDS);
export const billingCycleEnum = pgEnum('billing_cycle', BILLING_CYCLES);

/**
 * A client organisation's plan (001 §9). One row per organisation; none means Starter (DEFAULT_PLAN). Recorded
 * manually by default, or mirrored from Stripe Billing when it is configured (D16). Plan limits (projects,
 * members, storage) are read from here.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .unique()
      .references(() => clients.id, { onDelete: 'cascade' }),
    plan: planEnum('plan').notNull().default('starter'),
    billingCycle: billingCycleEnum('billing_cycle').notNull().default('monthly'),
    /** active, past_due or cancelled; a cancelled plan runs until current_period_end. */
    status: text('status').notNull().default('active'),
    currentPeriodStart: timestamptz('current_period_start').notNull().defaultNow(),
    currentPeriodEnd: timestamptz('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    provider: paymentProviderEnum('provider').notNull().default('manual'),
    /** Stripe's sub_… when Stripe Billing holds it. */
    providerRef: text('provider_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_current_period_end_idx').on(t.currentPeriodEnd)],
);
