import type { TaskDetailOnWire, taskDetailSchema } from '@agency/shared/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { taskKey } from './get-task';
import { TASKS_KEY } from './keys';

export function addSubtask({ taskId, title }: { taskId: string; title: string }): Promise<TaskDetailOnWire> {
  return apiFetch(
    `/tasks/${encodeURIComponent(taskId)}/subtasks`,
    { method: 'POST', body: { title } },
    wireOf<typeof taskDetailSchema>(),
  );
}

export function useAddSubtask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSubtask,
    onSuccess: (task) => {
      queryClient.setQueryData(taskKey(task.id), task);
      return queryClient.invalidateQueries({ queryKey: [...TASKS_KEY, 'list'] });
    },
  });
}
