import { type CreateTaskBody, type TaskDetail, taskDetailSchema } from '@agency/shared/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { TASKS_KEY } from './keys';

export function createTask(body: CreateTaskBody): Promise<TaskDetail> {
  return apiFetch('/tasks', { method: 'POST', body }, taskDetailSchema);
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
  });
}
