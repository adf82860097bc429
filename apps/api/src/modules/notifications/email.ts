import type { Language, NotificationType } from '@agency/shared/enums';
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, userSettings, users } from '../../db/schema/index.ts';
import type { JobContext, JobDefinition } from '../../jobs/queue.ts';
import { commitChange } from '../../lib/commit-change.ts';
import { textsIn } from '../../lib/i18n.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { NOTIFICATION_EMAIL_JOB, resolveEmailPreferences } from '../../lib/notify.ts';

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

const settingsLink = (publicUrl: string) => `${publicUrl}/dashboard/settings?section=notifications`;
const linkOf = (publicUrl: string, actionUrl: string | null) =>
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
    // The frame in the recipient's language; the title and message were written in it when the row was made.
    const t = textsIn(row.language, 'emails');
    const footnotes = [
      t('immediateFooter', { replace: { type: t(`types.${row.type}`) } }),
      t('settings', { replace: { link: settingsLink(publicUrl) } }),
    ];
    await commitChange(
      tx,
      { mailer },
      {
        mail: {
          to: row.email,
          subject: t('immediateSubject', { replace: { title: row.title } }),
          text: [
            t('greeting', { replace: { name: row.name } }),
            '',
            row.title,
            ...(row.message ? [row.message] : []),
            '',
            t('open', { replace: { link: linkOf(publicUrl, row.actionUrl) } }),
            '',
            '--',
            ...footnotes,
          ].join('\n'),
          content: {
            language: row.language,
            heading: row.title,
            paragraphs: [t('greeting', { replace: { name: row.name } }), ...(row.message ? [row.message] : [])],
            button: { label: t('layout.open'), url: linkOf(publicUrl, row.actionUrl) },
            footnotes,
          },
          kind: 'notification',
        },
      },
    );
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
    const items = rows.filter((row) => ids.has(row.id));
    const first = items[0];
    if (!first) return;
    const t = textsIn(first.language, 'emails');
    const count = items.length;
    const lines = items.flatMap((item) => [
      `• [${t(`types.${item.type}`)}] ${item.title}`,
      ...(item.message ? [`  ${item.message}`] : []),
      `  ${linkOf(publicUrl, item.actionUrl)}`,
      '',
    ]);
    const footnotes = [t('digestFooter'), t('settings', { replace: { link: settingsLink(publicUrl) } })];
    const paragraphs = items.map((item) =>
      [
        `[${t(`types.${item.type}`)}] ${item.title}`,
        ...(item.message ? [item.message] : []),
        linkOf(publicUrl, item.actionUrl),
      ].join('\n'),
    );
    await commitChange(
      tx,
      { mailer },
      {
        mail: {
          to: first.email,
          subject: t('digestSubject', { count, replace: { count } }),
          text: [
            t('greeting', { replace: { name: first.name } }),
            '',
            t('digestIntro', { count, replace: { count } }),
            '',
            ...lines,
            '--',
            ...footnotes,
          ].join('\n'),
          content: {
            language: first.language,
            paragraphs: [
              t('greeting', { replace: { name: first.name } }),
              t('digestIntro', { count, replace: { count } }),
              ...paragraphs,
            ],
            footnotes,
          },
          kind: 'notification-digest',
        },
      },
    );
  });
}
