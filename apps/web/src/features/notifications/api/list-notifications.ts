import { listNotificationsResponse, type NotificationPage } from '@agency/shared/notifications';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** Every notification query lives under this key, so one invalidation refreshes lists, panel and counts. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

export type NotificationFilter = 'all' | 'unread' | 'read';

export function listNotifications(
  filter: NotificationFilter,
  limit: number,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const params = new URLSearchParams({ filter, limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return apiFetch(`/notifications?${params}`, { signal }, listNotificationsResponse);
}

export const notificationsQueryOptions = (filter: NotificationFilter) =>
  infiniteQueryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'list', filter],
    queryFn: ({ pageParam, signal }) => listNotifications(filter, 20, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useNotifications(filter: NotificationFilter) {
  return useInfiniteQuery(notificationsQueryOptions(filter));
}

/** 001 §2: the overview's panel shows the latest five. */
export const PANEL_SIZE = 5;

export function useLatestNotifications() {
  return useQuery(
    queryOptions({
      queryKey: [...NOTIFICATIONS_QUERY_KEY, 'latest', PANEL_SIZE],
      queryFn: ({ signal }) => listNotifications('all', PANEL_SIZE, null, signal),
    }),
  );
}
