import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, leaseColumns, timestamptz } from './columns.ts';
import { outboxStatusEnum } from './enums.ts';

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** Base64 content for small generated files (.ics, PDFs); large ones use storageKey. */
  content?: string;
  storageKey?: string;
}

/**
 * Every outgoing e-mail is first a row here, written in the transaction of the change that caused
 * it (D14); a job sends it over SMTP with retries, or it waits here for admins to read.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddresses: text('to_addresses').array().notNull(),
    ccAddresses: text('cc_addresses').array().notNull().default(sql`'{}'::text[]`),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    /** Template name, e.g. 'invitation', 'invoice-issued': for filtering the outbox screen. */
    kind: text('kind'),
    status: outboxStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    ...leaseColumns(),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_status_next_attempt_at_idx').on(t.status, t.nextAttemptAt),
    // The outbox screen's keyset pages and filters (modules/outbox): one index per filter.
    index('email_outbox_created_at_id_idx').on(t.createdAt, t.id),
    index('email_outbox_kind_created_at_id_idx').on(t.kind, t.createdAt, t.id),
    index('email_outbox_status_created_at_id_idx').on(t.status, t.createdAt, t.id),
    index('email_outbox_to_addresses_idx').using('gin', t.toAddresses),
  ],
);
