import type { listMessagesQuery, listMessagesResponse, MessagePageOnWire } from '@agency/shared/messaging';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { MESSAGES_KEY } from './keys';

export function listMessages(
  projectId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MessagePageOnWire> {
  const params = searchParamsOf<typeof listMessagesQuery>({ cursor, limit: 30 });
  return apiFetch(
    `/projects/${encodeURIComponent(projectId)}/messages?${params}`,
    { signal },
    wireOf<typeof listMessagesResponse>(),
  );
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
