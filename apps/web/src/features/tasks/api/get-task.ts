import type { TaskDetailOnWire, taskDetailSchema } from '@agency/shared/tasks';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { TASKS_KEY } from './keys';

export function fetchTask(id: string, signal?: AbortSignal): Promise<TaskDetailOnWire> {
  return apiFetch(`/tasks/${encodeURIComponent(id)}`, { signal }, wireOf<typeof taskDetailSchema>());
}

export const taskKey = (id: string) => [...TASKS_KEY, 'detail', id] as const;

export function useTask(id: string | null) {
  return useQuery({
    queryKey: taskKey(id ?? ''),
    queryFn: ({ signal }) => fetchTask(id!, signal),
    enabled: Boolean(id),
    retry: false,
  });
}
