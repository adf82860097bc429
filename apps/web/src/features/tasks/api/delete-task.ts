import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, sentAs } from '../../../lib/api';
import { TASKS_KEY } from './keys';

export function deleteTask(id: string): Promise<undefined> {
  return apiFetch(`/tasks/${encodeURIComponent(id)}`, { method: 'DELETE' }, sentAs<undefined>());
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
  });
}
