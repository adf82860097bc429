import type { CreateTaskBody, TaskDetailOnWire, taskDetailSchema } from '@agency/shared/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { TASKS_KEY } from './keys';

export function createTask(body: CreateTaskBody): Promise<TaskDetailOnWire> {
  return apiFetch('/tasks', { method: 'POST', body }, wireOf<typeof taskDetailSchema>());
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
  });
}
