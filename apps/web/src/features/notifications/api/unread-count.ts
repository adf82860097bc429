import type { unreadCountResponse } from '@agency/shared/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { NOTIFICATIONS_QUERY_KEY } from './list-notifications';

export function getUnreadCount(signal?: AbortSignal) {
  return apiFetch('/notifications/unread-count', { signal }, wireOf<typeof unreadCountResponse>());
}

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'unread-count'],
    queryFn: ({ signal }) => getUnreadCount(signal),
  });

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
