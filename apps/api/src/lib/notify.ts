import { type Language, NOTIFICATION_TYPES, type NotificationLevel, type NotificationType } from '@agency/shared/enums';
import {
  DEFAULT_EMAIL_PREFERENCES,
  EMAIL_FREQUENCIES,
  type EmailPreferences,
  IMMEDIATE_EMAIL_DELAY_MS,
} from '@agency/shared/notifications';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  type NotificationEmailPreferences,
  type NotificationMetadata,
  notifications,
  userSettings,
} from '../db/schema/index.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { publish } from '../realtime/publish.ts';
import { type NotificationText, renderNotification } from './notification-texts.ts';

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
export async function recipientSettingsOf(db: Db, userIds: string[]): Promise<Map<string, RecipientSettings>> {
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
