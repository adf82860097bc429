import { type Language, NOTIFICATION_TYPES, type NotificationLevel, type NotificationType } from '@agency/shared/enums';
import {
  DEFAULT_EMAIL_PREFERENCES,
  EMAIL_FREQUENCIES,
  type EmailPreferences,
  IMMEDIATE_EMAIL_DELAY_MS,
  type NotificationFilter,
  type UpdateEmailPreferencesBody,
} from '@agency/shared/notifications';
import { and, count, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type NotificationEmailPreferences,
  type NotificationMetadata,
  notifications,
  userSettings,
} from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { type Actor, type RequestContext, writeAudit } from '../../lib/audit.ts';
import { afterCursor, type Cursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';
import { type NotificationText, renderNotification } from '../../lib/notification-texts.ts';
import { publish } from '../../realtime/publish.ts';

export interface NotificationInput {
  userId: string;
  type: NotificationType;
  level?: NotificationLevel;
  /** The words, as a catalogue key and its parameters: each recipient reads them in their own language. */
  text: NotificationText;
  /** In-app path the notification opens, e.g. `/dashboard/tasks?task=${id}`. */
  actionUrl?: string | null;
  related?: { type: string; id: string; name?: string | null };
  metadata?: NotificationMetadata;
}

/** The job that mails one notification a minute after it was created, unless it was read meanwhile. */
export const NOTIFICATION_EMAIL_JOB = 'notifications.email';

/**
 * The one function every event calls to notify someone (D19): task assigned, team changes, invitations accepted,
 * and messages, approvals, money and calendar events from their workspaces. Call it with the transaction of the
 * change, so a notification exists exactly when the change does. For each row it
 * - writes the title and message in the recipient's language (issue #8; English until they choose one), once: the
 *   row keeps those words, so the bell, the lists, the toasts and the e-mails all read the same,
 * - stores the notification,
 * - publishes a `notifications.created` live event to its recipient alone (the bell and lists refetch),
 * - queues the e-mail job a minute later when the recipient wants this type mailed immediately; the daily digest
 *   job picks up the rows of those who chose 'daily'.
 * The recipients' languages and e-mail preferences come from one query.
 */
export async function notify(db: Db, input: NotificationInput | NotificationInput[]): Promise<void> {
  const inputs = Array.isArray(input) ? input : [input];
  if (inputs.length === 0) return;
  const settings = await recipientSettingsOf(db, [...new Set(inputs.map((n) => n.userId))]);
  const rows = inputs.map((n) => ({
    userId: n.userId,
    type: n.type,
    level: n.level ?? 'info',
    ...renderNotification(n.text, settings.get(n.userId)?.language),
    actionUrl: n.actionUrl ?? null,
    relatedEntityType: n.related?.type ?? null,
    relatedEntityId: n.related?.id ?? null,
    relatedEntityName: n.related?.name ?? null,
    metadata: n.metadata ?? {},
  }));
  const created = await db
    .insert(notifications)
    .values(rows)
    .returning({ id: notifications.id, userId: notifications.userId, type: notifications.type });
  const runAt = new Date(Date.now() + IMMEDIATE_EMAIL_DELAY_MS);
  for (const row of created) {
    await publish(db, {
      type: 'notifications.created',
      userIds: [row.userId],
      payload: { id: row.id, type: row.type },
    });
    if (settings.get(row.userId)?.emailPreferences[row.type] === 'immediately') {
      await enqueueJob(db, {
        name: NOTIFICATION_EMAIL_JOB,
        payload: { notificationId: row.id },
        runAt,
        dedupeKey: `${NOTIFICATION_EMAIL_JOB}:${row.id}`,
      });
    }
  }
}

// E-mail preferences (D19): stored on the user's settings row, defaults for whatever they never chose.

/** Reads stored choices over the defaults; true/false from before the three choices read as immediately/never. */
export function resolveEmailPreferences(stored: NotificationEmailPreferences | null | undefined): EmailPreferences {
  const resolved = { ...DEFAULT_EMAIL_PREFERENCES };
  for (const type of NOTIFICATION_TYPES) {
    const value = stored?.[type];
    if (value === true) resolved[type] = 'immediately';
    else if (value === false) resolved[type] = 'never';
    else if (value !== undefined && EMAIL_FREQUENCIES.includes(value)) resolved[type] = value;
  }
  return resolved;
}

interface RecipientSettings {
  /** null: never chose a language (no settings row), so English. */
  language: Language | null;
  emailPreferences: EmailPreferences;
}

/** Each user's language and resolved e-mail preferences, one query for all of them (no settings row: the defaults). */
async function recipientSettingsOf(db: Db, userIds: string[]): Promise<Map<string, RecipientSettings>> {
  const stored =
    userIds.length === 0
      ? []
      : await db
          .select({
            userId: userSettings.userId,
            language: userSettings.language,
            preferences: userSettings.notificationEmailPreferences,
          })
          .from(userSettings)
          .where(inArray(userSettings.userId, userIds));
  const byUser = new Map(stored.map((row) => [row.userId, row]));
  return new Map(
    userIds.map((id) => {
      const row = byUser.get(id);
      return [id, { language: row?.language ?? null, emailPreferences: resolveEmailPreferences(row?.preferences) }];
    }),
  );
}

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
    await writeAudit(tx, {
      action: 'settings.notification_emails_updated',
      category: 'settings',
      actor,
      target: { type: 'user_settings', id: actor.id, label: 'Notification e-mails' },
      details: { ...patch },
      context,
    });
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
    await writeAudit(tx, {
      action,
      category: 'system',
      actor,
      target: { type: 'notification', id: changed.length === 1 ? changed[0]!.id : null },
      details: { ids: changed.map((row) => row.id) },
    });
    await publish(tx, { type: 'notifications.updated', userIds: [actor.id], payload: { count: changed.length } });
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
      await writeAudit(tx, {
        action: 'notification.cleared',
        category: 'system',
        actor,
        target: { type: 'notification', id: null },
        details: { filter: body.filter, count: changed.length },
      });
      await publish(tx, { type: 'notifications.updated', userIds: [actor.id], payload: { count: changed.length } });
    }
    return { updated: changed.length, unread: await countUnread(tx, actor.id) };
  });
}
