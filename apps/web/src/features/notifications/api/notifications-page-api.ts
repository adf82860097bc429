import type {
  ChangeNotificationsResult,
  ClearNotificationsBody,
  changeNotificationsResponse,
} from '@agency/shared/notifications';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { archiveNotifications, deleteNotifications, useNotificationsChange } from './change-notifications';
import { listNotifications, NOTIFICATIONS_QUERY_KEY, type NotificationListParams } from './list-notifications';
import { markNotifications } from './mark-notifications';

// What only the Notifications page uses: its list page by page, Clear All, the bulk actions and Mark All Read. Kept
// apart from the modules the overview's panel, the bell and the toasts share, so that the first screen, which loads
// those, does not carry these with them (issue #8).

export const PAGE_SIZE = 20;

export const notificationsQueryOptions = (params: NotificationListParams) =>
  infiniteQueryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'list', params.filter, params.type ?? 'any', params.q ?? ''],
    queryFn: ({ pageParam, signal }) => listNotifications(params, PAGE_SIZE, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useNotifications(params: NotificationListParams) {
  return useInfiniteQuery(notificationsQueryOptions(params));
}

export function clearNotifications(body: ClearNotificationsBody): Promise<ChangeNotificationsResult> {
  return apiFetch('/notifications/clear', { method: 'POST', body }, wireOf<typeof changeNotificationsResponse>());
}

export const useClearNotifications = () => useNotificationsChange(clearNotifications);

export type BulkAction = 'read' | 'unread' | 'archive' | 'restore' | 'delete';

/** The endpoints take a hundred ids at a time: a larger selection goes in rounds. */
const CHUNK = 100;

async function applyBulk({ action, ids }: { action: BulkAction; ids: string[] }): Promise<number> {
  let updated = 0;
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const result =
      action === 'read' || action === 'unread'
        ? await markNotifications({ ids: chunk, read: action === 'read' })
        : action === 'delete'
          ? await deleteNotifications({ ids: chunk })
          : await archiveNotifications({ ids: chunk, archived: action === 'archive' });
    updated += result.updated;
  }
  return updated;
}

/** The page's bulk actions over the selected notifications. */
export const useBulkNotifications = () => useNotificationsChange(applyBulk);

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

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
