import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** A 64-bit transaction id (PostgreSQL's xid8): as a JS number, exact until 2^53, i.e. ~2 million wraparounds. */
const xid8 = customType<{ data: number; driverData: string }>({
  dataType: () => 'xid8',
  fromDriver: (value) => Number(value),
});

/**
 * Every realtime event, written in the transaction of the change it announces and fanned out with NOTIFY on
 * commit (D3). The stream's order is (xid, id): readers take only events whose transaction is older than every
 * transaction still running, so one that commits late is never passed over (ADR 0010). A browser that reconnects
 * names the last event id it saw and gets everything after that event's place, from here, not from any process's
 * memory. Kept for a day (the hourly `live-events.prune`, publish.ts); a tab away longer is told to refetch.
 *
 * Who may receive it is decided per recipient, never from a room name: first the type's read permission
 * (@agency/shared/live-events: a role without it receives none), then the subject columns:
 * - user_ids set: only those users (their own notifications);
 * - otherwise project_id: whoever can see that project (D5), and never a client when staff_only;
 * - otherwise client_id: that organisation's members and the staff;
 * - otherwise: staff only.
 * Control types (`scope.changed`, `sessions.changed`) reach no browser: every hub acts on them (realtime/hub.ts).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The transaction that wrote the event; never set by the caller. */
    xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
    /** A type of the registry (@agency/shared/live-events): 'messages.created', 'invoices.updated'. */
    type: text('type').notNull(),
    projectId: uuid('project_id'),
    clientId: uuid('client_id'),
    /** Never searched (readers filter the stream in the process), so not indexed: a GIN index cost ~100 entries per presence event. */
    userIds: uuid('user_ids').array(),
    /** Agency-only (an internal note): never delivered to a CLIENT, whatever else matches. */
    staffOnly: boolean('staff_only').notNull().default(false),
    /** Small: ids and the fields a list needs to update itself; the browser refetches the rest. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('live_events_xid_id_idx').on(t.xid, t.id),
    index('live_events_project_id_id_idx').on(t.projectId, t.id),
    index('live_events_client_id_id_idx').on(t.clientId, t.id),
    index('live_events_created_at_idx').on(t.createdAt),
  ],
);
