import type { Language, NotificationType } from '@agency/shared/enums';
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, userSettings, users } from '../../db/schema/index.ts';
import type { JobContext, JobDefinition } from '../../jobs/queue.ts';
import { commitChange } from '../../lib/commit-change.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { NOTIFICATION_EMAIL_JOB, resolveEmailPreferences } from '../../lib/notify.ts';
import { digestEmail, notificationEmail } from '../../mail/templates/notifications.ts';

/** The digest runs once a day, at midnight UTC (no per-user time zone yet), over the last day's rows. */
export const NOTIFICATION_DIGEST_JOB = 'notifications.digest';
export const DIGEST_EVERY_MS = 24 * 3_600_000;

interface EmailDeps {
  mailer: Pick<Mailer, 'enqueue'>;
  publicUrl: string;
}

/** The recipient's columns every notification e-mail needs; a deactivated or banned user is never mailed. */
const recipientColumns = {
  email: users.email,
  name: users.name,
  language: userSettings.language,
  preferences: userSettings.notificationEmailPreferences,
};
const mailable = and(eq(users.isActive, true), sql`coalesce(${users.banned}, false) = false`);

export const settingsLink = (publicUrl: string) => `${publicUrl}/dashboard/settings?section=notifications`;
export const linkOf = (publicUrl: string, actionUrl: string | null) =>
  `${publicUrl}${actionUrl ?? '/dashboard/notifications'}`;

/** The jobs behind notify(): one mail a minute after a notification, and the daily digest. */
export function notificationEmailJobs(deps: EmailDeps): JobDefinition[] {
  return [
    { name: NOTIFICATION_EMAIL_JOB, handler: (context) => mailOne(deps, context) },
    { name: NOTIFICATION_DIGEST_JOB, everyMs: DIGEST_EVERY_MS, handler: (context) => mailDigests(deps, context) },
  ];
}

/**
 * Mails one notification unless, by now, it was read, archived, deleted or already mailed, its recipient no longer
 * wants this type immediately, or the recipient was deactivated. The row is locked so two workers cannot both mail.
 */
async function mailOne({ mailer, publicUrl }: EmailDeps, { db, now, payload }: JobContext) {
  const id = typeof payload.notificationId === 'string' ? payload.notificationId : null;
  if (!id) return;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        type: notifications.type,
        title: notifications.title,
        message: notifications.message,
        actionUrl: notifications.actionUrl,
        ...recipientColumns,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .leftJoin(userSettings, eq(userSettings.userId, notifications.userId))
      .where(
        and(
          eq(notifications.id, id),
          isNull(notifications.readAt),
          isNull(notifications.archivedAt),
          isNull(notifications.mailedAt),
          mailable,
        ),
      )
      .for('update', { of: notifications });
    if (!row || resolveEmailPreferences(row.preferences)[row.type] !== 'immediately') return;
    // In the recipient's language; the title and message were written in it when the row was made.
    const mail = notificationEmail(
      {
        type: row.type,
        title: row.title,
        message: row.message,
        link: linkOf(publicUrl, row.actionUrl),
        name: row.name,
        settingsLink: settingsLink(publicUrl),
      },
      row.language,
    );
    await commitChange(tx, { mailer }, { mail: { ...mail, to: row.email, kind: 'notification' } });
    await tx.update(notifications).set({ mailedAt: now }).where(eq(notifications.id, id));
  });
}

interface DigestRow {
  id: string;
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  actionUrl: string | null;
  email: string;
  name: string;
  language: Language | null;
  preferences: Parameters<typeof resolveEmailPreferences>[0];
}

/**
 * One mail per user with a 'daily' type: their unread, un-mailed notifications of that type from the last day.
 * Each user's rows are claimed (mailed_at set) before the mail is queued, in one transaction: a second run, or a
 * second server, finds nothing left to send.
 */
async function mailDigests(deps: EmailDeps, { db, now }: JobContext) {
  const since = new Date(now.getTime() - DIGEST_EVERY_MS);
  const rows: DigestRow[] = await db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      actionUrl: notifications.actionUrl,
      ...recipientColumns,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(userSettings, eq(userSettings.userId, notifications.userId))
    .where(
      and(
        isNull(notifications.readAt),
        isNull(notifications.mailedAt),
        isNull(notifications.archivedAt),
        gte(notifications.createdAt, since),
        lte(notifications.createdAt, now),
        mailable,
      ),
    )
    .orderBy(asc(notifications.userId), asc(notifications.createdAt));

  const byUser = new Map<string, DigestRow[]>();
  for (const row of rows) {
    if (resolveEmailPreferences(row.preferences)[row.type] !== 'daily') continue;
    byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  }
  for (const userRows of byUser.values()) await mailDigest(db, deps, now, userRows);
}

async function mailDigest(db: Db, { mailer, publicUrl }: EmailDeps, now: Date, rows: DigestRow[]) {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(notifications)
      .set({ mailedAt: now })
      .where(
        and(
          inArray(
            notifications.id,
            rows.map((row) => row.id),
          ),
          isNull(notifications.mailedAt),
          isNull(notifications.readAt),
        ),
      )
      .returning({ id: notifications.id });
    const ids = new Set(claimed.map((row) => row.id));
    const claimedRows = rows.filter((row) => ids.has(row.id));
    const first = claimedRows[0];
    if (!first) return;
    const items = claimedRows.map((item) => ({
      type: item.type,
      title: item.title,
      message: item.message,
      link: linkOf(publicUrl, item.actionUrl),
    }));
    const mail = digestEmail({ name: first.name, items, settingsLink: settingsLink(publicUrl) }, first.language);
    await commitChange(tx, { mailer }, { mail: { ...mail, to: first.email, kind: 'notification-digest' } });
  });
}
