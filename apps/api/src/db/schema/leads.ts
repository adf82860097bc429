import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clients } from './clients.ts';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { leadStatusEnum, subscriberStatusEnum } from './enums.ts';
import { projects } from './projects.ts';
import { pageViews } from './site-analytics.ts';

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
    /** The first page view of the sender's visit, when the site recorded one: the start of the funnel. */
    firstPageViewId: uuid('first_page_view_id').references(() => pageViews.id, { onDelete: 'set null' }),
    /**
     * The sender's visit as the funnel reads it (issue #21): its first page and its source (utm_source, else the
     * referrer's). Kept on the lead itself so the funnel outlives the page views; null when no visit was recorded.
     */
    landingPath: text('landing_path'),
    source: text('source'),
    /** Set when the lead was converted into a client (and its first project) in one step. */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    convertedAt: timestamptz('converted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('leads_client_id_idx').on(t.clientId),
    index('leads_project_id_idx').on(t.projectId),
    index('leads_first_page_view_id_idx').on(t.firstPageViewId),
    index('leads_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('leads_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
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
