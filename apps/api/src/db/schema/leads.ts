import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { leadStatusEnum, subscriberStatusEnum } from './enums.ts';

/** Contact inquiries (D15): stored before anything else so none is ever lost. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    service: text('service').notNull(),
    budget: text('budget'),
    timeline: text('timeline'),
    message: text('message').notNull(),
    subject: text('subject').notNull(),
    status: leadStatusEnum('status').notNull().default('new'),
    handledAt: timestamptz('handled_at'),
    handledById: uuid('handled_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Salted hash of the sender's IP: enough for rate limits and abuse review, not a raw address. */
    ipHash: text('ip_hash'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    // Keyset pages (lib/cursor.ts): the id breaks ties between rows written in one transaction.
    index('leads_status_created_at_id_idx').on(t.status, t.createdAt, t.id),
    index('leads_created_at_id_idx').on(t.createdAt, t.id),
    index('leads_email_idx').on(t.email),
    // The contact form's rate limit counts recent inquiries per hashed address.
    index('leads_ip_hash_created_at_idx').on(t.ipHash, t.createdAt),
    index('leads_handled_by_id_idx').on(t.handledById),
  ],
);

/**
 * Newsletter sign-ups with double opt-in (D15). The confirm token is single-use, so only its hash
 * is kept; the unsubscribe token is kept in clear because every later mail must carry it.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased by the service. */
    email: text('email').notNull().unique(),
    status: subscriberStatusEnum('status').notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash').unique(),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    confirmedAt: timestamptz('confirmed_at'),
    unsubscribedAt: timestamptz('unsubscribed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('newsletter_subscribers_status_created_at_id_idx').on(t.status, t.createdAt, t.id),
    index('newsletter_subscribers_created_at_id_idx').on(t.createdAt, t.id),
  ],
);
