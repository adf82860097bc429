import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clients } from './clients.ts';
import { cents, createdAt, currency, tags, timestamptz, updatedAt } from './columns.ts';
import { invoiceStatusEnum, paymentMethodTypeEnum, paymentProviderEnum, paymentStatusEnum } from './enums.ts';
import { projects } from './projects.ts';
import { proposals } from './proposals.ts';

/**
 * draft → sent → paid, sent → overdue the day after due_date (a job sets it), any open invoice
 * → cancelled (D10). Totals are computed on the server from the items (D11):
 * subtotal = Σ amount, total = subtotal + tax.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** INV-YYYY-NNNN, drawn from document_sequences. */
    number: text('number').notNull().unique(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    proposalId: uuid('proposal_id').references(() => proposals.id, { onDelete: 'set null' }),
    status: invoiceStatusEnum('status').notNull().default('draft'),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    notes: text('notes'),
    subtotalCents: cents('subtotal_cents'),
    taxCents: cents('tax_cents'),
    totalCents: cents('total_cents'),
    currency: currency(),
    tags: tags(),
    sentAt: timestamptz('sent_at'),
    paidAt: timestamptz('paid_at'),
    cancelledAt: timestamptz('cancelled_at'),
    /** How it was paid, as shown on the invoice ("Bank transfer", "Visa •••• 4242"). */
    paymentMethodLabel: text('payment_method_label'),
    /** Months of lateness already charged as late-fee lines (1.5% a month, 001 §9): each month is charged once. */
    lateFeeMonths: integer('late_fee_months').notNull().default(0),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('invoices_client_id_idx').on(t.clientId),
    index('invoices_project_id_idx').on(t.projectId),
    index('invoices_proposal_id_idx').on(t.proposalId),
    index('invoices_status_due_date_idx').on(t.status, t.dueDate),
    index('invoices_due_date_idx').on(t.dueDate),
    index('invoices_issue_date_idx').on(t.issueDate),
    index('invoices_created_by_id_idx').on(t.createdById),
    index('invoices_created_at_idx').on(t.createdAt),
    // Keyset pages (lib/cursor.ts), per status and per client organisation; substring search on the number.
    index('invoices_created_at_id_idx').on(t.createdAt, t.id),
    index('invoices_status_created_at_id_idx').on(t.status, t.createdAt, t.id),
    index('invoices_client_id_created_at_id_idx').on(t.clientId, t.createdAt, t.id),
    index('invoices_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
    check(
      'invoices_total',
      sql`${t.subtotalCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} + ${t.taxCents}`,
    ),
    check('invoices_dates_ordered', sql`${t.dueDate} >= ${t.issueDate}`),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitPriceCents: cents('unit_price_cents'),
    amountCents: cents('amount_cents'),
    position: integer('position').notNull().default(0),
    /** 'service' lines are the work invoiced; a 'late_fee' line is added by an admin on an overdue invoice. */
    kind: text('kind').notNull().default('service'),
  },
  (t) => [
    index('invoice_items_invoice_id_idx').on(t.invoiceId, t.position),
    check(
      'invoice_items_amount',
      sql`${t.quantity} >= 0 and ${t.unitPriceCents} >= 0 and ${t.amountCents} = ${t.quantity} * ${t.unitPriceCents}`,
    ),
    check('invoice_items_kind', sql`${t.kind} in ('service', 'late_fee')`),
  ],
);

/** Saved payment methods: Stripe cards or bank mandates from SetupIntents (D16). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    /** Who added it; the client's members all see their organisation's methods. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: paymentProviderEnum('provider').notNull(),
    /** The provider's id, e.g. Stripe's pm_…; never a card number. */
    providerRef: text('provider_ref').notNull(),
    type: paymentMethodTypeEnum('type').notNull().default('card'),
    brand: text('brand'),
    last4: text('last4'),
    /** A bank account's holder (manual provider); cards leave it empty. */
    holderName: text('holder_name'),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payment_methods_provider_ref_unique').on(t.provider, t.providerRef),
    index('payment_methods_client_id_idx').on(t.clientId),
    index('payment_methods_user_id_idx').on(t.userId),
    check('payment_methods_owner', sql`${t.clientId} is not null or ${t.userId} is not null`),
    check('payment_methods_exp_month', sql`${t.expMonth} is null or ${t.expMonth} between 1 and 12`),
  ],
);

/** A payment against an invoice: recorded by an admin (manual) or confirmed by a Stripe webhook. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    amountCents: cents('amount_cents'),
    currency: currency(),
    provider: paymentProviderEnum('provider').notNull(),
    /** Bank reference or Stripe payment intent / checkout session; unique so webhooks are idempotent. */
    providerRef: text('provider_ref'),
    status: paymentStatusEnum('status').notNull().default('pending'),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    /** How it arrived as an admin recorded it (bank_transfer, card, cash, check, other), or 'card' from Stripe. */
    method: text('method'),
    /** The payer's reference as an admin typed it (bank references repeat, so it is not provider_ref). */
    reference: text('reference'),
    note: text('note'),
    paidAt: timestamptz('paid_at'),
    recordedById: uuid('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payments_provider_ref_unique').on(t.provider, t.providerRef),
    index('payments_invoice_id_idx').on(t.invoiceId),
    index('payments_status_idx').on(t.status),
    index('payments_paid_at_idx').on(t.paidAt),
    index('payments_recorded_by_id_idx').on(t.recordedById),
    index('payments_payment_method_id_idx').on(t.paymentMethodId),
    // Keyset pages of Financials' payment list (newest first).
    index('payments_created_at_id_idx').on(t.createdAt, t.id),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Gap-free document numbers shared by every app server (D3): a service bumps last_value with
 * `insert … on conflict do update … returning` inside the transaction that creates the document.
 * key examples: 'INV-2026', 'PRP-2026'.
 */
export const documentSequences = pgTable('document_sequences', {
  key: text('key').primaryKey(),
  lastValue: integer('last_value').notNull().default(0),
});
