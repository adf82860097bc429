import type { NotificationLevel, NotificationType } from '@agency/shared/enums';
import { and, count, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type NotificationMetadata, notifications } from '../../db/schema/index.ts';
import { type Actor, writeAudit } from '../../lib/audit.ts';
import { afterCursor, type Cursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';

export interface NotificationInput {
  userId: string;
  type: NotificationType;
  level?: NotificationLevel;
  title: string;
  message?: string;
  /** In-app path the notification opens, e.g. `/dashboard/tasks?task=${id}`. */
  actionUrl?: string | null;
  related?: { type: string; id: string; name?: string | null };
  metadata?: NotificationMetadata;
}

/**
 * The one function every event calls to notify someone (D19): task assigned now, messages, approvals, money and
 * calendar events as their workspaces land. Call it with the transaction of the change, so a notification exists
 * exactly when the change does. Live delivery and e-mail by preference join in issue #9, behind this same call.
 */
export async function notify(db: Db, input: NotificationInput | NotificationInput[]): Promise<void> {
  const rows = (Array.isArray(input) ? input : [input]).map((n) => ({
    userId: n.userId,
    type: n.type,
    level: n.level ?? 'info',
    title: n.title,
    message: n.message ?? '',
    actionUrl: n.actionUrl ?? null,
    relatedEntityType: n.related?.type ?? null,
    relatedEntityId: n.related?.id ?? null,
    relatedEntityName: n.related?.name ?? null,
    metadata: n.metadata ?? {},
  }));
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

// Reading: every query below is bound to the caller's own user id, so nobody reads or marks another's rows.

const notificationColumns = {
  id: notifications.id,
  type: notifications.type,
  level: notifications.level,
  title: notifications.title,
  message: notifications.message,
  actionUrl: notifications.actionUrl,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

export type NotificationFilter = 'all' | 'unread' | 'read';

function readState(filter: NotificationFilter): SQL | undefined {
  if (filter === 'unread') return isNull(notifications.readAt);
  if (filter === 'read') return isNotNull(notifications.readAt);
  return undefined;
}

/** The caller's notifications newest first, filtered by read state (archived ones are left out). */
export async function listNotifications(
  db: Db,
  userId: string,
  query: { filter: NotificationFilter; cursor?: Cursor; limit: number },
) {
  const rows = await db
    .select({ ...notificationColumns, ...keyset(notifications) })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.archivedAt),
        readState(query.filter),
        afterCursor(notifications, query.cursor),
      ),
    )
    .orderBy(...newestFirst(notifications))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return {
    nextCursor: page.nextCursor,
    items: page.items.map(({ readAt, ...item }) => ({ ...item, read: readAt !== null })),
  };
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), isNull(notifications.archivedAt)));
  return row?.n ?? 0;
}

/**
 * Marks the caller's own notifications read or unread. Ids of anyone else's (or unknown ids) match no row and
 * change nothing; rows already in the asked state are left alone, so read_at keeps the first reading's time.
 * One audit row records the change when there was one.
 */
export async function markNotifications(db: Db, actor: Actor & { id: string }, body: { ids: string[]; read: boolean }) {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(notifications)
      .set({ readAt: body.read ? new Date() : null })
      .where(
        and(
          eq(notifications.userId, actor.id),
          inArray(notifications.id, body.ids),
          body.read ? isNull(notifications.readAt) : isNotNull(notifications.readAt),
        ),
      )
      .returning({ id: notifications.id });
    if (changed.length > 0) {
      await writeAudit(tx, {
        action: body.read ? 'notification.read' : 'notification.unread',
        category: 'system',
        actor,
        target: { type: 'notification', id: changed.length === 1 ? changed[0]!.id : null },
        details: { ids: changed.map((row) => row.id) },
      });
    }
    return { updated: changed.length, unread: await countUnread(tx, actor.id) };
  });
}
