import type {
  MarkNotificationsBody,
  MarkNotificationsResult,
  markNotificationsResponse,
} from '@agency/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { listNotifications, NOTIFICATIONS_QUERY_KEY } from './list-notifications';

export function markNotifications(body: MarkNotificationsBody): Promise<MarkNotificationsResult> {
  return apiFetch('/notifications/read', { method: 'POST', body }, wireOf<typeof markNotificationsResponse>());
}

/** Mark every unread notification read: the unread ones a hundred at a time (the endpoint's limit). */
export async function markAllNotificationsRead(): Promise<void> {
  // Bounded: each round reads up to 100 more; a user with more than 5,000 unread clicks again.
  for (let round = 0; round < 50; round++) {
    const page = await listNotifications({ filter: 'unread' }, 100, null);
    if (page.items.length === 0) return;
    await markNotifications({ ids: page.items.map((n) => n.id), read: true });
    if (!page.nextCursor) return;
  }
}

function useInvalidateNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
}

export function useMarkNotifications() {
  const invalidate = useInvalidateNotifications();
  return useMutation({ mutationFn: markNotifications, onSettled: invalidate });
}

export function useMarkAllNotificationsRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({ mutationFn: markAllNotificationsRead, onSettled: invalidate });
}
