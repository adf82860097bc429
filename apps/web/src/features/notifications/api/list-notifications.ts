import type { NotificationType } from '@agency/shared/enums';
import type {
  listNotificationsQuery,
  listNotificationsResponse,
  NotificationFilter,
  NotificationPageOnWire,
} from '@agency/shared/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';

/** Every notification query lives under this key, so one invalidation (or live event) refreshes lists, panel and counts. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

export type { NotificationFilter };

export interface NotificationListParams {
  filter: NotificationFilter;
  /** Updates and Notifications (001 §2): one type, or every type. */
  type?: NotificationType | null;
  q?: string;
}

export function listNotifications(
  { filter, type, q }: NotificationListParams,
  limit: number,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<NotificationPageOnWire> {
  // No schema at run time: this list is on the first screen, which does not load zod (ADR 0011).
  const params = searchParamsOf<typeof listNotificationsQuery>({ filter, type, q, cursor, limit });
  return apiFetch(`/notifications?${params}`, { signal }, wireOf<typeof listNotificationsResponse>());
}

/** 001 §2: the overview's panel shows the latest five. */
export const PANEL_SIZE = 5;

export function useLatestNotifications() {
  return useQuery(
    queryOptions({
      queryKey: [...NOTIFICATIONS_QUERY_KEY, 'latest', PANEL_SIZE],
      queryFn: ({ signal }) => listNotifications({ filter: 'all' }, PANEL_SIZE, null, signal),
    }),
  );
}
