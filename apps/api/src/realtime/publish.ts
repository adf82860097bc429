import type { LiveControlType, LiveEventType } from '@agency/shared/live-events';
import { inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { liveEvents } from '../db/schema/index.ts';

/** The channel every app server LISTENs on; readers catch up from their own cursor, so the payload is empty. */
export const LIVE_CHANNEL = 'live_events';

// In the insert's RETURNING, to save a round trip; PostgreSQL folds a transaction's identical notifications into one.
const notify = sql`pg_notify(${LIVE_CHANNEL}, '')`;

export interface LiveEventInput {
  /** A type of the registry (@agency/shared/live-events): its `read` permission decides which roles may receive it. */
  type: LiveEventType | LiveControlType;
  /**
   * Then exactly one address applies, the first set of: userIds, projectId, clientId (db/schema/live-events.ts), the
   * same scope as the REST read of the thing: a project's things by `projectId`, an organisation's by `clientId`.
   */
  userIds?: string[];
  projectId?: string | null;
  clientId?: string | null;
  staffOnly?: boolean;
  payload?: Record<string, unknown>;
}

/**
 * Announce a change to everyone allowed to see it. Call it with the transaction of the change: the event is stored
 * with it (and the transaction's id, by the column's default) and NOTIFY fires on commit, so an event exists exactly
 * when its change does. No lock: readers order by (xid, id) and wait for older transactions (hub.ts), so publishers
 * never wait for one another.
 */
export async function publish(db: Db, event: LiveEventInput): Promise<number> {
  const [row] = await db
    .insert(liveEvents)
    .values({
      type: event.type,
      userIds: event.userIds ?? null,
      projectId: event.projectId ?? null,
      clientId: event.clientId ?? null,
      staffOnly: event.staffOnly ?? false,
      payload: event.payload ?? {},
    })
    .returning({ id: liveEvents.id, notified: notify });
  if (!row) throw new Error('live event not stored');
  return row.id;
}

/**
 * The listed users' project assignments changed (a project's team): every hub reloads their scope before it hands out
 * the next event, so a removed agent gets none of the project's events from then on. For commitChange's `live`.
 */
export function scopeChanged(userIds: readonly string[]): LiveEventInput[] {
  return userIds.length > 0 ? [{ type: 'scope.changed', userIds: [...new Set(userIds)] }] : [];
}

/**
 * A project's team changed: the changed agents' scope first (so a newly added one receives the project's update and
 * a removed one nothing of the project from here on), then the update to the project's audience, and to the removed
 * people by name, whose project lists drop it. For commitChange's `live` in the team-change command.
 */
export function teamChanged(projectId: string, added: readonly string[], removed: readonly string[]): LiveEventInput[] {
  const payload = { id: projectId };
  return [
    ...scopeChanged([...added, ...removed]),
    { type: 'projects.updated', projectId, payload },
    ...(removed.length > 0 ? [{ type: 'projects.updated' as const, userIds: [...removed], payload }] : []),
  ];
}

/**
 * The listed users signed out, were deactivated, or changed role or organisation: every hub checks their sockets'
 * sessions at once and closes those that no longer hold (LIVE_CLOSE_SESSION_ENDED). For commitChange's `live`.
 */
export function sessionsChanged(userIds: readonly string[]): LiveEventInput[] {
  return userIds.length > 0 ? [{ type: 'sessions.changed', userIds: [...new Set(userIds)] }] : [];
}

/** For a change not yet written as a command: the events above, in its transaction. */
export async function publishAll(db: Db, events: readonly LiveEventInput[]): Promise<void> {
  for (const event of events) await publish(db, event);
}

/** Many user-addressed events at once: `source` selects (type, user_ids, payload) rows. Returns their payloads. */
export async function publishMany<Payload>(db: Db, source: SQL): Promise<Payload[]> {
  const result = await db.execute<{ payload: Payload }>(
    sql`insert into ${liveEvents} (type, user_ids, payload) ${source} returning payload, ${notify}`,
  );
  return result.rows.map((row) => row.payload);
}

/**
 * How long events stay readable. A tab away for longer names an id no longer stored, and gets a reset (it refetches
 * what it shows, hub.ts `catchUp`), which it would get anyway past CATCH_UP_LIMIT events.
 */
export const LIVE_EVENTS_KEEP_MS = 24 * 3_600_000;
const PRUNE_BATCH = 5_000;

/**
 * Deletes the events older than LIVE_EVENTS_KEEP_MS, oldest first, in batches (short transactions, whatever the
 * backlog), through the created_at index. Returns how many went. The hourly job `live-events.prune` runs it.
 */
export async function pruneLiveEvents(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - LIVE_EVENTS_KEEP_MS);
  let deleted = 0;
  for (;;) {
    const oldest = db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(lt(liveEvents.createdAt, cutoff))
      .orderBy(liveEvents.createdAt)
      .limit(PRUNE_BATCH);
    const batch = await db.delete(liveEvents).where(inArray(liveEvents.id, oldest)).returning({ id: liveEvents.id });
    const count = batch.length;
    deleted += count;
    if (count < PRUNE_BATCH) return deleted;
  }
}
