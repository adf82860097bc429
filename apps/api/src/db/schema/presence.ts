import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { timestamptz, updatedAt } from './columns.ts';

/** A user's own presence choice (001 §4): away or busy until they set it back to automatic. No row = automatic. */
export const userPresence = pgTable(
  'user_presence',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    choice: text('choice').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('user_presence_choice', sql`${t.choice} in ('away', 'busy')`)],
);

/**
 * Live sockets per app process and user (D3: presence must hold across processes). A process counts its own
 * sockets here and touches heartbeat_at for all its rows at once; a process that died stops touching them, so a
 * row older than the staleness window no longer counts and is swept. Online = a fresh row exists.
 */
export const presenceConnections = pgTable(
  'presence_connections',
  {
    processId: text('process_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    connections: integer('connections').notNull(),
    heartbeatAt: timestamptz('heartbeat_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.processId, t.userId] }),
    index('presence_connections_user_id_heartbeat_at_idx').on(t.userId, t.heartbeatAt),
    index('presence_connections_heartbeat_at_idx').on(t.heartbeatAt),
  ],
);
