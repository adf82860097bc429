import type { NotificationType } from '@agency/shared/enums';
import type { EmailPreferences, NotificationFilter, UpdateEmailPreferencesBody } from '@agency/shared/notifications';
import { and, count, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, userSettings } from '../../db/schema/index.ts';
import type { Actor, RequestContext } from '../../lib/audit.ts';
import { commitChange } from '../../lib/commit-change.ts';
import { afterCursor, type Cursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';
import { recipientSettingsOf, resolveEmailPreferences } from '../../lib/notify.ts';

export async function getEmailPreferences(db: Db, userId: string): Promise<EmailPreferences> {
  return (await recipientSettingsOf(db, [userId])).get(userId)!.emailPreferences;
}

/** Stores the caller's choice on their own settings row (created on the first choice), audited in one transaction. */
export async function updateEmailPreferences(
  db: Db,
  actor: Actor & { id: string },
  patch: UpdateEmailPreferencesBody,
  context: RequestContext,
): Promise<EmailPreferences> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ preferences: userSettings.notificationEmailPreferences })
      .from(userSettings)
      .where(eq(userSettings.userId, actor.id))
      .for('update');
    const next = { ...resolveEmailPreferences(current?.preferences), ...patch };
    await tx
      .insert(userSettings)
      .values({ userId: actor.id, notificationEmailPreferences: next })
      .onConflictDoUpdate({
        target: userSettings.userId,
        set: { notificationEmailPreferences: next, updatedAt: new Date() },
      });
    await commitChange(
      tx,
      { actor: actor, request: context },
      {
        audit: {
          action: 'settings.notification_emails_updated',
          category: 'settings',
          target: { type: 'user_settings', id: actor.id, label: 'Notification e-mails' },
          details: { ...patch },
        },
      },
    );
    return next;
  });
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
  archivedAt: notifications.archivedAt,
  createdAt: notifications.createdAt,
};

/** A tab of the page: archived rows live only in their own tab. */
function tabCondition(filter: NotificationFilter): SQL | undefined {
  if (filter === 'archived') return isNotNull(notifications.archivedAt);
  const live = isNull(notifications.archivedAt);
  if (filter === 'unread') return and(live, isNull(notifications.readAt));
  if (filter === 'read') return and(live, isNotNull(notifications.readAt));
  return live;
}

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(notifications.title, pattern), ilike(notifications.message, pattern));
}

export interface NotificationListQuery {
  filter: NotificationFilter;
  type?: NotificationType;
  q?: string;
  cursor?: Cursor;
  limit: number;
}

/** The caller's notifications newest first, by tab, type and search; the (user_id, created_at) index serves it. */
export async function listNotifications(db: Db, userId: string, query: NotificationListQuery) {
  const rows = await db
    .select({ ...notificationColumns, ...keyset(notifications) })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        tabCondition(query.filter),
        query.type ? eq(notifications.type, query.type) : undefined,
        searchCondition(query.q),
        afterCursor(notifications, query.cursor),
      ),
    )
    .orderBy(...newestFirst(notifications))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return {
    nextCursor: page.nextCursor,
    items: page.items.map(({ readAt, archivedAt, ...item }) => ({
      ...item,
      read: readAt !== null,
      archived: archivedAt !== null,
    })),
  };
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), isNull(notifications.archivedAt)));
  return row?.n ?? 0;
}

type Owner = Actor & { id: string };

/**
 * Every change below touches only the caller's own rows (ids of anyone else's, or unknown ids, match nothing), writes
 * one audit row when something changed, tells the caller's other tabs through a live event, and answers how many
 * rows changed and the unread count after it.
 */
async function finishChange(tx: Db, actor: Owner, action: string, changed: { id: string }[]) {
  if (changed.length > 0) {
    await commitChange(
      tx,
      { actor },
      {
        audit: {
          action,
          category: 'system',
          target: { type: 'notification', id: changed.length === 1 ? changed[0]!.id : null },
          details: { ids: changed.map((row) => row.id) },
        },
        live: { type: 'notifications.updated', userIds: [actor.id], payload: { count: changed.length } },
      },
    );
  }
  return { updated: changed.length, unread: await countUnread(tx, actor.id) };
}

/** Read or unread; rows already in the asked state are left alone, so read_at keeps the first reading's time. */
export async function markNotifications(db: Db, actor: Owner, body: { ids: string[]; read: boolean }) {
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
    return finishChange(tx, actor, body.read ? 'notification.read' : 'notification.unread', changed);
  });
}

/** Archive (out of the tabs and counts, kept in the Archived tab) or restore. */
export async function archiveNotifications(db: Db, actor: Owner, body: { ids: string[]; archived: boolean }) {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(notifications)
      .set({ archivedAt: body.archived ? new Date() : null })
      .where(
        and(
          eq(notifications.userId, actor.id),
          inArray(notifications.id, body.ids),
          body.archived ? isNull(notifications.archivedAt) : isNotNull(notifications.archivedAt),
        ),
      )
      .returning({ id: notifications.id });
    return finishChange(tx, actor, body.archived ? 'notification.archived' : 'notification.restored', changed);
  });
}

export async function deleteNotifications(db: Db, actor: Owner, body: { ids: string[] }) {
  return db.transaction(async (tx) => {
    const changed = await tx
      .delete(notifications)
      .where(and(eq(notifications.userId, actor.id), inArray(notifications.id, body.ids)))
      .returning({ id: notifications.id });
    return finishChange(tx, actor, 'notification.deleted', changed);
  });
}

/** Clear a tab: delete every notification of the caller in it (the audit row keeps how many, not every id). */
export async function clearNotifications(db: Db, actor: Owner, body: { filter: NotificationFilter }) {
  return db.transaction(async (tx) => {
    const changed = await tx
      .delete(notifications)
      .where(and(eq(notifications.userId, actor.id), tabCondition(body.filter)))
      .returning({ id: notifications.id });
    if (changed.length > 0) {
      await commitChange(
        tx,
        { actor },
        {
          audit: {
            action: 'notification.cleared',
            category: 'system',
            target: { type: 'notification', id: null },
            details: { filter: body.filter, count: changed.length },
          },
          live: { type: 'notifications.updated', userIds: [actor.id], payload: { count: changed.length } },
        },
      );
    }
    return { updated: changed.length, unread: await countUnread(tx, actor.id) };
  });
}
