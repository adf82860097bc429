import { listThreadsResponse, type ThreadPage } from '@agency/shared/messaging';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { MESSAGES_KEY } from './keys';

export function listThreads(cursor: string | null, signal?: AbortSignal): Promise<ThreadPage> {
  const params = new URLSearchParams({ limit: '50' });
  if (cursor) params.set('cursor', cursor);
  return apiFetch(`/messages/threads?${params}`, { signal }, listThreadsResponse);
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
