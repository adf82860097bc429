import { taskAssigneesResponse } from '@agency/shared/tasks';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { TASKS_KEY } from './keys';

/** Admins and the project's agents (every active agent without a project): who a task may be assigned to. */
export function fetchAssignees(project: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (project) params.set('project', project);
  return apiFetch(`/tasks/assignees?${params}`, { signal }, taskAssigneesResponse);
}

export function useAssignees(project: string | null, enabled = true) {
  return useQuery({
    queryKey: [...TASKS_KEY, 'assignees', project],
    queryFn: ({ signal }) => fetchAssignees(project, signal),
    enabled,
  });
}
