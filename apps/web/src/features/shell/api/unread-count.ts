import type { UnreadCount, unreadCountResponse } from '@agency/shared/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';

/** Under ['notifications'], so whatever marks notifications read and invalidates that prefix updates the bell. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
export const UNREAD_COUNT_QUERY_KEY = [...NOTIFICATIONS_QUERY_KEY, 'unread-count'] as const;

const REFRESH_MS = 60_000;

export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return apiFetch('/notifications/unread-count', { signal }, wireOf<typeof unreadCountResponse>());
}

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: UNREAD_COUNT_QUERY_KEY,
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: 15_000,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
