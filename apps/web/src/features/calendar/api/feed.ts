import type { calendarFeedResponse } from '@agency/shared/calendar';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { CALENDAR_KEY } from './keys';

const FEED_KEY = [...CALENDAR_KEY, 'feed'] as const;

export const feedQueryOptions = () =>
  queryOptions({
    queryKey: FEED_KEY,
    queryFn: ({ signal }) => apiFetch('/calendar/feed', { signal }, wireOf<typeof calendarFeedResponse>()),
  });

/** The caller's private iCalendar feed URL (subscribe from Google, Outlook or Apple Calendar). */
export const useFeed = () => useQuery(feedQueryOptions());

/** A new URL; the old one stops working. */
export function useRotateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/calendar/feed/rotate', { method: 'POST' }, wireOf<typeof calendarFeedResponse>()),
    onSuccess: (feed) => queryClient.setQueryData(FEED_KEY, feed),
  });
}
