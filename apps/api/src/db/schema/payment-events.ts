import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { payments } from './billing.ts';
import { cents, createdAt } from './columns.ts';
import { paymentProviderEnum } from './enums.ts';

/**
 * Provider events already handled (D16): a webhook's event id is inserted in the transaction of its effect, so a
 * replay finds it and has no second effect, and two servers racing on the same event cannot both apply it.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: paymentProviderEnum('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('payment_events_provider_event_unique').on(t.provider, t.eventId)],
);

/**
 * Money given back on a payment: a refund (by an admin, or through Stripe) or a charge-back (a dispute the payer's
 * bank opened). What an invoice has received is its succeeded payments less these.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('refund'),
    amountCents: cents('amount_cents'),
    reason: text('reason').notNull().default(''),
    provider: paymentProviderEnum('provider').notNull(),
    /** Stripe's re_… or dp_…; unique so a replayed event records nothing twice. */
    providerRef: text('provider_ref'),
    recordedById: uuid('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payment_refunds_provider_ref_unique').on(t.provider, t.providerRef),
    index('payment_refunds_payment_id_idx').on(t.paymentId),
    index('payment_refunds_recorded_by_id_idx').on(t.recordedById),
    index('payment_refunds_created_at_idx').on(t.createdAt),
    check('payment_refunds_kind', sql`${t.kind} in ('refund', 'chargeback')`),
  ],
);
