import { listMessagesResponse, type MessagePage } from '@agency/shared/messaging';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { MESSAGES_KEY } from './keys';

export function listMessages(projectId: string, cursor: string | null, signal?: AbortSignal): Promise<MessagePage> {
  const params = new URLSearchParams({ limit: '30' });
  if (cursor) params.set('cursor', cursor);
  return apiFetch(`/projects/${encodeURIComponent(projectId)}/messages?${params}`, { signal }, listMessagesResponse);
}

/** Pages come newest first; the thread shows them oldest → newest, and "earlier" loads the next page. */
export const messagesQueryOptions = (projectId: string) =>
  infiniteQueryOptions({
    queryKey: [...MESSAGES_KEY, 'thread', projectId],
    queryFn: ({ pageParam, signal }) => listMessages(projectId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useMessages(projectId: string) {
  return useInfiniteQuery(messagesQueryOptions(projectId));
}
