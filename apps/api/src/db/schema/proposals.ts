import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    /** The deposit invoiced on approval, as a share of the total (001 §9: 50% by default, per the terms); 0 = none. */
    depositPercent: integer('deposit_percent').notNull().default(50),
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
    // Keyset pages (lib/cursor.ts), all and per status tab, and per organisation for a client's list.
    index('proposals_created_at_id_idx').on(t.createdAt, t.id),
    index('proposals_status_created_at_id_idx').on(t.status, t.createdAt, t.id),
    index('proposals_client_id_created_at_id_idx').on(t.clientId, t.createdAt, t.id),
    // Search over the title (workspace search and global search).
    index('proposals_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    check('proposals_total_non_negative', sql`${t.totalCents} >= 0`),
    check('proposals_deposit_percent', sql`${t.depositPercent} between 0 and 100`),
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

/**
 * The client's signed decision on a proposal, one per proposal: who (user, e-mail, the name they typed), from where
 * (IP as Fastify resolves it with the app's trust-proxy setting, user agent), when, and for an approval the SHA-256
 * of the canonical content they accepted (lib/proposal-content-hash.ts), so anyone in scope can check later
 * that the proposal still says what was signed.
 */
export const proposalDecisions = pgTable(
  'proposal_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .unique()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    /** 'approved' or 'rejected'. */
    decision: text('decision').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** The full name as the client typed it to sign (approval only). */
    typedName: text('typed_name'),
    agreed: boolean('agreed').notNull().default(false),
    reason: text('reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    contentHash: text('content_hash').notNull(),
    /** The client organisation's name when the decision was made: hashed with the content, so a rename later
     * does not break the seal. Null on seals written before issue #18 (verify falls back to the current name). */
    clientName: text('client_name'),
    /** HMAC-SHA256 of the sealed record under a key derived from AUTH_SECRET (lib/proposal-content-hash.ts);
     * null on seals written before issue #18, which verify reports as unsigned. */
    signature: text('signature'),
    decidedAt: timestamptz('decided_at').notNull().defaultNow(),
  },
  (t) => [
    index('proposal_decisions_user_id_idx').on(t.userId),
    check('proposal_decisions_decision', sql`${t.decision} in ('approved', 'rejected')`),
  ],
);
