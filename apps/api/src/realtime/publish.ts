import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { liveEvents } from '../db/schema/index.ts';

/** The channel every app server LISTENs on; the notification's payload is the event id. */
export const LIVE_CHANNEL = 'live_events';

export interface LiveEventInput {
  type: string;
  /** Exactly one audience rule applies, the first set of: userIds, projectId, clientId (see live-events.ts). */
  userIds?: string[];
  projectId?: string | null;
  clientId?: string | null;
  staffOnly?: boolean;
  payload?: Record<string, unknown>;
}

/**
 * Announce a change to everyone allowed to see it. Call it with the transaction of the change: the event is stored
 * with it and NOTIFY fires on commit, so an event exists exactly when its change does.
 *
 * The advisory lock makes event ids commit in order: without it a reader catching up with "id > last" could pass an
 * id whose transaction commits a moment later and never see it. It is held only until the caller's commit.
 */
export async function publish(db: Db, event: LiveEventInput): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${LIVE_CHANNEL}))`);
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
    .returning({ id: liveEvents.id });
  if (!row) throw new Error('live event not stored');
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${String(row.id)})`);
  return row.id;
}
