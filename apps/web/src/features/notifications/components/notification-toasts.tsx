import type { NotificationLevel } from '@agency/shared/enums';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isOnScreen } from '../../../lib/on-screen';
import { showToast, type ToastType } from '../../../lib/toast';
import { listNotifications, NOTIFICATIONS_QUERY_KEY } from '../api/list-notifications';

const TOAST_TYPES: Record<NotificationLevel, ToastType> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
};

/** At most this many toasts for one jump of the count: a burst is summed up by the bell, not by a toast wall. */
const MAX_TOASTS = 3;
/** The server's clock and the browser's may differ a little: what is older than the page by more is not news. */
const CLOCK_SLACK_MS = 60_000;

/**
 * 000 §2 toasts for notifications that arrive while the portal is open. It reads the newest unread notifications,
 * a query every `notifications.*` live event (and the bell's refresh) refetches, and toasts those it has not shown
 * yet. Nothing from before the page opened is toasted (its first answer is remembered, not shown), and neither is
 * a notification of what is on screen (the open thread). It compares ids, not the unread count: a count that fell and rose again between two refetches (a message
 * read at once in the open thread, then one in another thread) looked unchanged and its toast was lost (issue #18).
 * Mounted once by the portal layout.
 */
export function NotificationToasts() {
  const openedAt = useRef(Date.now());
  const shown = useRef(new Set<string>());
  // The first answer is what was already there when the page opened: remembered, never toasted.
  const seeded = useRef(false);
  const newest = useQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'toasts'],
    queryFn: ({ signal }) => listNotifications({ filter: 'unread' }, MAX_TOASTS, null, signal),
    staleTime: 0,
  });

  useEffect(() => {
    const items = newest.data?.items;
    if (!items) return;
    if (!seeded.current) {
      seeded.current = true;
      for (const notification of items) shown.current.add(notification.id);
      return;
    }
    for (const notification of [...items].reverse()) {
      if (
        shown.current.has(notification.id) ||
        Date.parse(notification.createdAt) < openedAt.current - CLOCK_SLACK_MS ||
        // The thread being read shows the message itself (issue #18 point 22).
        isOnScreen(notification.actionUrl)
      ) {
        continue;
      }
      shown.current.add(notification.id);
      showToast({
        type: TOAST_TYPES[notification.level],
        title: notification.title,
        message: notification.message || null,
      });
    }
  }, [newest.data]);

  return null;
}
