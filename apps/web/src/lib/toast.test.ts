import { createNotificationsStore } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { placeToastsAt, showToast, TOAST_DURATION_MS, TOASTS_KEPT } from './toast';

describe('toasts', () => {
  it('look the same for a type wherever they are shown, 5 s by default', () => {
    const store = createNotificationsStore();
    showToast({ type: 'error', title: 'Oops', message: 'Failed' }, store);
    showToast({ type: 'success', message: 'Saved', position: 'top-left', duration: false }, store);
    const [error, success] = store.getState().notifications;
    expect(error).toMatchObject({
      color: 'red',
      autoClose: TOAST_DURATION_MS,
      role: 'alert',
      'data-toast-type': 'error',
    });
    expect(success).toMatchObject({ color: 'teal', autoClose: false, position: 'top-left', role: 'status' });
  });

  it('shows 5 per position, queues the rest and keeps at most 10, dropping the oldest', () => {
    const store = createNotificationsStore();
    for (let n = 1; n <= 12; n++) showToast({ type: 'info', message: `Toast ${n}` }, store);
    const { notifications, queue } = store.getState();
    expect(notifications).toHaveLength(5);
    expect(notifications.length + queue.length).toBe(TOASTS_KEPT);
    expect(notifications.map((n) => n.message)).toEqual(['Toast 3', 'Toast 4', 'Toast 5', 'Toast 6', 'Toast 7']);
    expect(queue.at(-1)?.message).toBe('Toast 12');
  });

  it('go where a screen places them while it is shown, unless a toast names its own place (#18)', () => {
    const store = createNotificationsStore();
    const leave = placeToastsAt('top-right');
    showToast({ type: 'info', message: 'On the messaging page' }, store);
    showToast({ type: 'info', message: 'Its own place', position: 'bottom-left' }, store);
    leave();
    showToast({ type: 'info', message: 'Elsewhere' }, store);
    expect(store.getState().notifications.map((n) => n.position)).toEqual(['top-right', 'bottom-left', undefined]);
  });

  // A "Proposal updated" toast covered the dialog's Approve button on a 375 px phone as the client reached for it.
  it('go to the top while a dialog is open, so they never cover its actions', () => {
    const store = createNotificationsStore();
    const dialog = { open: false };
    vi.stubGlobal('document', {
      querySelector: (selector: string) => (dialog.open && selector.includes('dialog') ? {} : null),
    });
    try {
      showToast({ type: 'info', message: 'No dialog' }, store);
      dialog.open = true;
      showToast({ type: 'info', message: 'Over a dialog' }, store);
      showToast({ type: 'info', message: 'Its own place', position: 'bottom-left' }, store);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(store.getState().notifications.map((n) => n.position)).toEqual([undefined, 'top-right', 'bottom-left']);
  });
});
