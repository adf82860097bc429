import type { listThreadsQuery, listThreadsResponse, ThreadPageOnWire } from '@agency/shared/messaging';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { MESSAGES_KEY } from './keys';

export function listThreads(cursor: string | null, signal?: AbortSignal): Promise<ThreadPageOnWire> {
  const params = searchParamsOf<typeof listThreadsQuery>({ cursor, limit: 50 });
  return apiFetch(`/messages/threads?${params}`, { signal }, wireOf<typeof listThreadsResponse>());
}

export const threadsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...MESSAGES_KEY, 'threads'],
    queryFn: ({ pageParam, signal }) => listThreads(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useThreads() {
  return useInfiniteQuery(threadsQueryOptions());
}
