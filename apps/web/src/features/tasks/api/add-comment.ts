import type { TaskCommentOnWire, taskCommentSchema } from '@agency/shared/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { taskKey } from './get-task';
import { commentsKey } from './list-comments';

export function addComment({ taskId, content }: { taskId: string; content: string }): Promise<TaskCommentOnWire> {
  return apiFetch(
    `/tasks/${encodeURIComponent(taskId)}/comments`,
    { method: 'POST', body: { content } },
    wireOf<typeof taskCommentSchema>(),
  );
}

export function useAddComment(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentsKey(taskId) }),
        queryClient.invalidateQueries({ queryKey: taskKey(taskId) }),
      ]),
  });
}
