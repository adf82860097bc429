import type { SubscriberStatus } from '@agency/shared/enums';
import type {
  listSubscribersQuery,
  listSubscribersResponse,
  SubscriberPageOnWire,
  subscribersCsvQuery,
} from '@agency/shared/newsletter';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';

export function listSubscribers(
  status: SubscriberStatus | null,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SubscriberPageOnWire> {
  const params = searchParamsOf<typeof listSubscribersQuery>({ status, cursor, limit: 50 });
  return apiFetch(`/newsletter/subscribers?${params}`, { signal }, wireOf<typeof listSubscribersResponse>());
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
  return `/api/newsletter/subscribers.csv?${searchParamsOf<typeof subscribersCsvQuery>({ status })}`;
}
