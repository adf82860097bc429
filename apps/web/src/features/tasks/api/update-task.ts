import { type TaskDetail, taskDetailSchema, type UpdateTaskBody } from '@agency/shared/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { taskKey } from './get-task';
import { TASKS_KEY } from './keys';

/** Edit Task, Mark Complete and Assign to Others all send this. */
export function updateTask({ id, body }: { id: string; body: UpdateTaskBody }): Promise<TaskDetail> {
  return apiFetch(`/tasks/${encodeURIComponent(id)}`, { method: 'PATCH', body }, taskDetailSchema);
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
