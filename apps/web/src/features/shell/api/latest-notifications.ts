import type {
  listNotificationsQuery,
  listNotificationsResponse,
  NotificationPageOnWire,
} from '@agency/shared/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { NOTIFICATIONS_QUERY_KEY } from './unread-count';

/** The bell's popover shows the newest few; the Notifications page pages through the rest. */
export const LATEST_SHOWN = 5;

export function getLatestNotifications(signal?: AbortSignal): Promise<NotificationPageOnWire> {
  // No schema at run time: the bell is on the first screen, which does not load zod (ADR 0011).
  const params = searchParamsOf<typeof listNotificationsQuery>({ filter: 'all', limit: LATEST_SHOWN });
  return apiFetch(`/notifications?${params}`, { signal }, wireOf<typeof listNotificationsResponse>());
}

export const latestNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'list', 'all', 'latest'],
    queryFn: ({ signal }) => getLatestNotifications(signal),
    staleTime: 15_000,
  });

/** Fetched when the popover opens (`enabled`), and again each time it opens once stale. */
export function useLatestNotifications(enabled: boolean) {
  return useQuery({ ...latestNotificationsQueryOptions(), enabled });
}
