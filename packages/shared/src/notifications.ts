// The notifications contract (D19): GET /api/notifications, GET /api/notifications/unread-count,
// POST /api/notifications/read. Rows are created by real events through the server's notify(); the bell, the
// overview panel and (issue #9) the Notifications page read them.
import { z } from 'zod';
import { NOTIFICATION_LEVELS, NOTIFICATION_TYPES } from './enums.ts';
import { isoDateTime, pageCursor, pageLimit, pageOf, uuid, wireText } from './schema-primitives.ts';

export const notificationSchema = z.object({
  id: wireText(),
  type: z.enum(NOTIFICATION_TYPES),
  level: z.enum(NOTIFICATION_LEVELS),
  title: wireText(),
  message: wireText(),
  /** An in-app path such as /dashboard/tasks?task={id}; null when the event has nothing to open. */
  actionUrl: wireText().nullable(),
  read: z.boolean(),
  createdAt: isoDateTime,
});
export type Notification = z.infer<typeof notificationSchema>;

export const listNotificationsQuery = z.object({
  filter: z.enum(['all', 'unread', 'read']).default('all'),
  cursor: pageCursor.optional(),
  limit: pageLimit(10),
});
export type ListNotificationsQuery = z.input<typeof listNotificationsQuery>;
export const listNotificationsResponse = pageOf(notificationSchema);
export type NotificationPage = z.infer<typeof listNotificationsResponse>;

export const unreadCountResponse = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountResponse>;

/** Mark the caller's own notifications read (or unread); ids of anyone else's are ignored. */
export const markNotificationsBody = z.object({
  ids: z.array(uuid()).min(1).max(100),
  read: z.boolean().default(true),
});
export type MarkNotificationsBody = z.input<typeof markNotificationsBody>;

/** 000 §2: the bell reads 9+ above 9. */
export function badgeCount(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/** What POST /api/notifications/read answers: how many rows changed and the caller's unread count after it. */
export const markNotificationsResponse = z.object({
  updated: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
});
export type MarkNotificationsResult = z.infer<typeof markNotificationsResponse>;
