import type { TaskDetailOnWire, taskDetailSchema, UpdateTaskBody } from '@agency/shared/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { taskKey } from './get-task';
import { TASKS_KEY } from './keys';

/** Edit Task, Mark Complete and Assign to Others all send this. */
export function updateTask({ id, body }: { id: string; body: UpdateTaskBody }): Promise<TaskDetailOnWire> {
  return apiFetch(`/tasks/${encodeURIComponent(id)}`, { method: 'PATCH', body }, wireOf<typeof taskDetailSchema>());
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: (task) => {
      queryClient.setQueryData(taskKey(task.id), task);
      return queryClient.invalidateQueries({ queryKey: TASKS_KEY });
    },
  });
}
