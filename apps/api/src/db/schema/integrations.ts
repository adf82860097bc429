import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clients } from './clients.ts';
import { createdAt, leaseColumns, timestamptz, updatedAt } from './columns.ts';
import { integrationStatusEnum, outboxStatusEnum, webhookFormatEnum } from './enums.ts';

/**
 * The organisation's state for each catalogue entry (D22). The catalogue itself (names,
 * descriptions, features) is code; a missing row means "disconnected".
 */
export const integrations = pgTable(
  'integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Catalogue key, e.g. 'slack', 'github', 'google-search-console'. */
    key: text('key').notNull().unique(),
    status: integrationStatusEnum('status').notNull().default('disconnected'),
    /** Non-secret settings; secrets belong in environment configuration. */
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    lastSyncAt: timestamptz('last_sync_at'),
    lastError: text('last_error'),
    connectedById: uuid('connected_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('integrations_connected_by_id_idx').on(t.connectedById)],
);

/** Outgoing webhooks, signed with secret (HMAC-SHA256) and retried (D22). */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    description: text('description'),
    secret: text('secret').notNull(),
    /** Event names it receives, e.g. ['invoice.paid', 'proposal.approved']. */
    events: text('events').array().notNull(),
    format: webhookFormatEnum('format').notNull().default('json'),
    active: boolean('active').notNull().default(true),
    /**
     * The client organisation the endpoint belongs to: it receives only that organisation's client-visible events.
     * Null is the agency's own endpoint, which receives every event of its catalogue.
     */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    /** Failed deliveries in a row; at WEBHOOK_DISABLE_AFTER the endpoint is switched off and the admins told. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    disabledAt: timestamptz('disabled_at'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webhooks_active_idx').on(t.active),
    index('webhooks_created_by_id_idx').on(t.createdById),
    index('webhooks_client_id_idx').on(t.clientId),
    index('webhooks_created_at_id_idx').on(t.createdAt, t.id),
  ],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: outboxStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    /** The last attempt's time to answer, and the first KB of its answer, for the delivery log. */
    durationMs: integer('duration_ms'),
    responseSnippet: text('response_snippet'),
    lastError: text('last_error'),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    ...leaseColumns(),
    deliveredAt: timestamptz('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_webhook_id_created_at_idx').on(t.webhookId, t.createdAt, t.id),
    index('webhook_deliveries_status_next_attempt_at_idx').on(t.status, t.nextAttemptAt),
  ],
);
