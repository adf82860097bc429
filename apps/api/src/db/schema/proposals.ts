import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clients } from './clients.ts';
import { cents, createdAt, currency, timestamptz, updatedAt } from './columns.ts';
import { proposalStatusEnum } from './enums.ts';
import { projects } from './projects.ts';

/**
 * draft → sent → viewed → approved | rejected; a sent or viewed proposal past valid_until
 * becomes expired (D10). total_cents is always the sum of its items (D11), set by the server.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** PRP-YYYY-NNNN, drawn from document_sequences. */
    number: text('number').notNull().unique(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    /** Null for new work that has no project yet. */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    scope: text('scope').notNull().default(''),
    timeline: text('timeline').notNull().default(''),
    terms: text('terms').notNull().default(''),
    status: proposalStatusEnum('status').notNull().default('draft'),
    validUntil: date('valid_until', { mode: 'string' }),
    totalCents: cents('total_cents'),
    currency: currency(),
    sentAt: timestamptz('sent_at'),
    viewedAt: timestamptz('viewed_at'),
    decidedAt: timestamptz('decided_at'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('proposals_client_id_idx').on(t.clientId),
    index('proposals_project_id_idx').on(t.projectId),
    index('proposals_status_idx').on(t.status),
    index('proposals_valid_until_idx').on(t.validUntil),
    index('proposals_created_by_id_idx').on(t.createdById),
    index('proposals_decided_by_id_idx').on(t.decidedById),
    index('proposals_created_at_idx').on(t.createdAt),
    check('proposals_total_non_negative', sql`${t.totalCents} >= 0`),
  ],
);

export const proposalItems = pgTable(
  'proposal_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitPriceCents: cents('unit_price_cents'),
    /** quantity × unit_price_cents, stored so documents never re-round differently. */
    amountCents: cents('amount_cents'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('proposal_items_proposal_id_idx').on(t.proposalId, t.position),
    check(
      'proposal_items_amount',
      sql`${t.quantity} >= 0 and ${t.unitPriceCents} >= 0 and ${t.amountCents} = ${t.quantity} * ${t.unitPriceCents}`,
    ),
  ],
);
