import {
  type NotificationData,
  type NotificationsStore,
  notificationsStore,
  showNotification,
  updateNotificationsState,
} from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

// Toasts (000 §2 "Shared overlays", §4 "Overlays", §9): four types, shown alike on every screen through showToast.
// The portal providers mount Mantine's <Notifications> with these defaults.

/** 000 §9: 5000 ms; at most 10 kept, 5 displayed; default position bottom-right. */
export const TOAST_DURATION_MS = 5000;
export const TOASTS_SHOWN = 5;
export const TOASTS_KEPT = 10;
export const TOAST_DEFAULT_POSITION: NotificationData['position'] = 'bottom-right';
/** 000 §2: the four positions a toast may take. */
export type ToastPosition = 'top-right' | 'top-left' | 'bottom-left' | 'bottom-right';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

const LOOK: Record<ToastType, { color: string; icon: ReactNode }> = {
  success: { color: 'teal', icon: <IconCheck size={18} aria-hidden="true" /> },
  error: { color: 'red', icon: <IconX size={18} aria-hidden="true" /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={18} aria-hidden="true" /> },
  info: { color: 'blue', icon: <IconInfoCircle size={18} aria-hidden="true" /> },
};

/**
 * A screen whose bottom is taken (the Messages composer, Send and Attach) moves the toasts elsewhere while it is
 * shown (issue #18 point 22): every toast without a position of its own follows it.
 */
let screenPosition: ToastPosition | undefined;

/** Toasts without a position take `position` until the returned cleanup runs (call it from a useEffect). */
export function placeToastsAt(position: ToastPosition): () => void {
  screenPosition = position;
  return () => {
    if (screenPosition === position) screenPosition = undefined;
  };
}

/**
 * A dialog or drawer keeps its actions at its bottom (Approve, Save, Comment): while one is open, a toast without a
 * position of its own goes to the top, so a toast that arrives as the user reaches for the button never covers it
 * (on a phone, the bottom-right corner is the button).
 */
function dialogOpen(): boolean {
  return typeof document !== 'undefined' && document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}

export interface Toast {
  type: ToastType;
  title?: ReactNode;
  message: ReactNode;
  position?: ToastPosition;
  /** Milliseconds, or false to stay until dismissed. */
  duration?: number | false;
}

/**
 * Shows a toast and returns its id. Mantine displays `limit` (5) per position and queues the rest; beyond 10 kept
 * (shown and queued together), the oldest one is dropped so a burst cannot pile up a minute of stale toasts.
 */
export function showToast(
  { type, title, message, position, duration = TOAST_DURATION_MS }: Toast,
  store: NotificationsStore = notificationsStore,
): string {
  const { color, icon } = LOOK[type];
  const id = showNotification(
    {
      title,
      message,
      color,
      icon,
      position: position ?? screenPosition ?? (dialogOpen() ? 'top-right' : undefined),
      autoClose: duration,
      withBorder: true,
      // An error is read out at once; the others wait for a pause.
      role: type === 'error' ? 'alert' : 'status',
      'data-toast-type': type,
    },
    store,
  );
  updateNotificationsState(store, (all) => {
    if (all.length <= TOASTS_KEPT) return all;
    const bySequence = [...all].sort(
      (a, b) => ((a as { __sequence?: number }).__sequence ?? 0) - ((b as { __sequence?: number }).__sequence ?? 0),
    );
    const dropped = new Set(bySequence.slice(0, all.length - TOASTS_KEPT));
    return all.filter((item) => !dropped.has(item));
  });
  return id;
}
