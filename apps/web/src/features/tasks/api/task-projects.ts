import type { taskProjectsResponse } from '@agency/shared/tasks';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { TASKS_KEY } from './keys';

/** The projects the user may file tasks under (the filters and the task form). */
export function fetchTaskProjects(signal?: AbortSignal) {
  return apiFetch('/tasks/projects', { signal }, wireOf<typeof taskProjectsResponse>());
}

export function useTaskProjects() {
  return useQuery({ queryKey: [...TASKS_KEY, 'projects'], queryFn: ({ signal }) => fetchTaskProjects(signal) });
}
