import type { TaskDetailOnWire, taskDetailSchema } from '@agency/shared/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { taskKey } from './get-task';
import { TASKS_KEY } from './keys';

export function deleteSubtask({ taskId, subtaskId }: { taskId: string; subtaskId: string }): Promise<TaskDetailOnWire> {
  const path = `/tasks/${encodeURIComponent(taskId)}/subtasks/${encodeURIComponent(subtaskId)}`;
  return apiFetch(path, { method: 'DELETE' }, wireOf<typeof taskDetailSchema>());
}

export function useDeleteSubtask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubtask,
    onSuccess: (task) => {
      queryClient.setQueryData(taskKey(task.id), task);
      return queryClient.invalidateQueries({ queryKey: [...TASKS_KEY, 'list'] });
    },
  });
}
