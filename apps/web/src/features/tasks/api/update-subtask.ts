import type { TaskDetailOnWire, taskDetailSchema, UpdateSubtaskBody } from '@agency/shared/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { taskKey } from './get-task';
import { TASKS_KEY } from './keys';

export function updateSubtask({
  taskId,
  subtaskId,
  body,
}: {
  taskId: string;
  subtaskId: string;
  body: UpdateSubtaskBody;
}): Promise<TaskDetailOnWire> {
  const path = `/tasks/${encodeURIComponent(taskId)}/subtasks/${encodeURIComponent(subtaskId)}`;
  return apiFetch(path, { method: 'PATCH', body }, wireOf<typeof taskDetailSchema>());
}

export function useUpdateSubtask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubtask,
    onSuccess: (task) => {
      queryClient.setQueryData(taskKey(task.id), task);
      return queryClient.invalidateQueries({ queryKey: [...TASKS_KEY, 'list'] });
    },
  });
}
