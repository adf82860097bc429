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
 * The app processes holding live sockets (D3: presence must hold across processes). A process touches its own row
 * every heartbeat, one row whatever its number of sockets; a process that died stops touching it, so its row goes
 * stale and is swept with its connections.
 */
export const presenceProcesses = pgTable('presence_processes', {
  processId: text('process_id').primaryKey(),
  heartbeatAt: timestamptz('heartbeat_at').notNull().defaultNow(),
});

/** Users with live sockets per app process. Online = a row whose process is fresh. */
export const presenceConnections = pgTable(
  'presence_connections',
  {
    processId: text('process_id')
      .notNull()
      .references(() => presenceProcesses.processId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    connections: integer('connections').notNull(),
  },
  (t) => [primaryKey({ columns: [t.processId, t.userId] }), index('presence_connections_user_id_idx').on(t.userId)],
);
