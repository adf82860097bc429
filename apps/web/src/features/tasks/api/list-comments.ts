import { listCommentsResponse, type TaskCommentPage } from '@agency/shared/tasks';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { TASKS_KEY } from './keys';

export function listComments(taskId: string, cursor: string | null, signal?: AbortSignal): Promise<TaskCommentPage> {
  const params = new URLSearchParams({ limit: '20' });
  if (cursor) params.set('cursor', cursor);
  return apiFetch(`/tasks/${encodeURIComponent(taskId)}/comments?${params}`, { signal }, listCommentsResponse);
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
