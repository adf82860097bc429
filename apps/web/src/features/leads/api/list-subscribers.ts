import type { SubscriberStatus } from '@agency/shared/enums';
import { listSubscribersResponse, type SubscriberPage } from '@agency/shared/newsletter';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export function listSubscribers(
  status: SubscriberStatus | null,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SubscriberPage> {
  const params = new URLSearchParams({ limit: '50' });
  if (status) params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  return apiFetch(`/newsletter/subscribers?${params}`, { signal }, listSubscribersResponse);
}

export const subscribersQueryOptions = (status: SubscriberStatus | null) =>
  infiniteQueryOptions({
    queryKey: ['newsletter-subscribers', status],
    queryFn: ({ pageParam, signal }) => listSubscribers(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useSubscribers(status: SubscriberStatus | null) {
  return useInfiniteQuery(subscribersQueryOptions(status));
}

/** The CSV download: a plain link, so the browser streams it with the session cookie. */
export function subscribersCsvUrl(status: SubscriberStatus | 'all'): string {
  return `/api/newsletter/subscribers.csv?status=${status}`;
}
