// The notifications contract (D19): GET /api/notifications, GET /api/notifications/unread-count,
// POST /api/notifications/read, /archive, /delete and /clear, and the e-mail preferences at
// /api/me/notification-preferences. Rows are created by real events through the server's notify(); the bell, the
// overview panel and the Notifications page (which is also the spec's Updates and Notifications screen) read them.
import { z } from 'zod';
import {
  EMAIL_FREQUENCIES,
  type EmailFrequency,
  NOTIFICATION_FILTERS,
  NOTIFICATION_LEVELS,
  NOTIFICATION_TYPES,
  type NotificationType,
} from './enums.ts';
import { NOTIFICATION_SEARCH_MAX } from './figures.ts';
import {
  boundedText,
  isoDateTime,
  pageCursor,
  pageLimit,
  pageOf,
  patchBody,
  uuid,
  wireText,
} from './schema-primitives.ts';

export const notificationSchema = z.object({
  id: wireText(),
  type: z.enum(NOTIFICATION_TYPES),
  level: z.enum(NOTIFICATION_LEVELS),
  title: wireText(),
  message: wireText(),
  /** An in-app path such as /dashboard/tasks?task={id}; null when the event has nothing to open. */
  actionUrl: wireText().nullable(),
  read: z.boolean(),
  archived: z.boolean(),
  createdAt: isoDateTime,
});
/** As it travels (ISO strings for dates): what the portal reads without parsing again (ADR 0011). */
export type NotificationOnWire = z.input<typeof notificationSchema>;

export { NOTIFICATION_FILTERS, type NotificationFilter } from './enums.ts';
export { NOTIFICATION_SEARCH_MAX } from './figures.ts';

export const listNotificationsQuery = z.object({
  filter: z.enum(NOTIFICATION_FILTERS).default('all'),
  /** Updates and Notifications (001 §2): one type, or every type when absent. */
  type: z.enum(NOTIFICATION_TYPES).optional(),
  /** Matches the title or the message, case-insensitively. */
  q: boundedText({ max: NOTIFICATION_SEARCH_MAX }).optional(),
  cursor: pageCursor.optional(),
  limit: pageLimit(10),
});
export type ListNotificationsQuery = z.input<typeof listNotificationsQuery>;
export const listNotificationsResponse = pageOf(notificationSchema);
export type NotificationPageOnWire = z.input<typeof listNotificationsResponse>;

export const unreadCountResponse = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountResponse>;

/** Mark the caller's own notifications read (or unread); ids of anyone else's are ignored. */
export const markNotificationsBody = z.object({
  ids: z.array(uuid()).min(1).max(100),
  read: z.boolean().default(true),
});
export type MarkNotificationsBody = z.input<typeof markNotificationsBody>;

/** What POST /api/notifications/read answers: how many rows changed and the caller's unread count after it. */
export const markNotificationsResponse = z.object({
  updated: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
});
export type MarkNotificationsResult = z.infer<typeof markNotificationsResponse>;

/** The selection the page's bulk actions send: at most a hundred of the caller's own ids (others are ignored). */
const selection = z.array(uuid()).min(1).max(100);

/** Archive (or restore) the caller's own notifications: archived ones leave the tabs and the counts. */
export const archiveNotificationsBody = z.object({ ids: selection, archived: z.boolean().default(true) });
export type ArchiveNotificationsBody = z.input<typeof archiveNotificationsBody>;

/** Delete the caller's own notifications for good. */
export const deleteNotificationsBody = z.object({ ids: selection });
export type DeleteNotificationsBody = z.input<typeof deleteNotificationsBody>;

/** Clear: delete every notification of the caller in one tab (all, unread, read or archived). */
export const clearNotificationsBody = z.object({ filter: z.enum(NOTIFICATION_FILTERS) });
export type ClearNotificationsBody = z.input<typeof clearNotificationsBody>;

/** What archive, delete and clear answer: how many rows changed and the caller's unread count after it. */
export const changeNotificationsResponse = markNotificationsResponse;
export type ChangeNotificationsResult = MarkNotificationsResult;

// E-mail by preference (D19): per notification type, mailed at once, in a daily digest, or never.

export { EMAIL_FREQUENCIES, type EmailFrequency } from './enums.ts';

/**
 * What a user who never chose gets: the spec's settings page has e-mail notifications on (001 §9), so the events a
 * person acts on are mailed at once, and the system and achievement news waits for the daily digest.
 */
export const DEFAULT_EMAIL_PREFERENCES: Readonly<Record<NotificationType, EmailFrequency>> = {
  project: 'immediately',
  payment: 'immediately',
  message: 'immediately',
  reminder: 'immediately',
  system: 'daily',
  achievement: 'daily',
};

/** How long an immediate mail waits, so that a notification read in the portal meanwhile is not mailed. */
export const IMMEDIATE_EMAIL_DELAY_MS = 60_000;

const frequency = z.enum(EMAIL_FREQUENCIES, { error: 'Choose immediately, daily or never.' });

export const emailPreferencesSchema = z.object({
  project: frequency,
  payment: frequency,
  message: frequency,
  reminder: frequency,
  system: frequency,
  achievement: frequency,
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** A change of one or more types; unknown types are refused, not ignored. */
export const updateEmailPreferencesBody = patchBody(
  emailPreferencesSchema.strict(),
  'Choose at least one notification type.',
);
export type UpdateEmailPreferencesBody = z.infer<typeof updateEmailPreferencesBody>;

// What the web reads of these answers as they travel (ADR 0011): the schemas' input, dates as ISO strings.
export type EmailPreferencesOnWire = z.input<typeof emailPreferencesSchema>;
