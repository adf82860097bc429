import type { NotificationLevel } from '@agency/shared/enums';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { showToast, type ToastType } from '../../../lib/toast';
import { listNotifications, NOTIFICATIONS_QUERY_KEY } from '../api/list-notifications';
import { useUnreadCount } from '../api/unread-count';

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
 * 000 §2 toasts for notifications that arrive while the portal is open. It watches the unread count, which every
 * `notifications.*` live event (and the 60 s refresh) refetches: when it rises, the newest unread ones not yet
 * shown are toasted. Nothing from before the page opened is toasted; a count that falls (read elsewhere) shows
 * nothing. Mounted once by the portal layout.
 */
export function NotificationToasts() {
  const queryClient = useQueryClient();
  const unread = useUnreadCount().data?.unread;
  const previous = useRef<number | undefined>(undefined);
  const openedAt = useRef(Date.now());
  const shown = useRef(new Set<string>());

  useEffect(() => {
    const before = previous.current;
    previous.current = unread;
    if (unread === undefined || before === undefined || unread <= before) return;
    let cancelled = false;
    void queryClient
      .fetchQuery({
        queryKey: [...NOTIFICATIONS_QUERY_KEY, 'toasts', unread],
        queryFn: ({ signal }) => listNotifications({ filter: 'unread' }, MAX_TOASTS, null, signal),
        staleTime: 0,
      })
      .then((page) => {
        if (cancelled) return;
        for (const notification of [...page.items].reverse()) {
          if (
            shown.current.has(notification.id) ||
            Date.parse(notification.createdAt) < openedAt.current - CLOCK_SLACK_MS
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
      })
      .catch(() => {
        // A missed toast is harmless: the bell and the page show the notification anyway.
      });
    return () => {
      cancelled = true;
    };
  }, [unread, queryClient]);

  return null;
}
