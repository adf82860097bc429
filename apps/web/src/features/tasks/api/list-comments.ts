import type { listCommentsQuery, listCommentsResponse, TaskCommentPageOnWire } from '@agency/shared/tasks';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { TASKS_KEY } from './keys';

export function listComments(
  taskId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TaskCommentPageOnWire> {
  const params = searchParamsOf<typeof listCommentsQuery>({ cursor, limit: 20 });
  return apiFetch(
    `/tasks/${encodeURIComponent(taskId)}/comments?${params}`,
    { signal },
    wireOf<typeof listCommentsResponse>(),
  );
}

export const commentsKey = (taskId: string) => [...TASKS_KEY, 'comments', taskId] as const;

export function useComments(taskId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: commentsKey(taskId),
      queryFn: ({ pageParam, signal }) => listComments(taskId, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}
