import type { taskAssigneesQuery, taskAssigneesResponse } from '@agency/shared/tasks';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { TASKS_KEY } from './keys';

/** Admins and the project's agents (every active agent without a project): who a task may be assigned to. */
export function fetchAssignees(project: string | null, signal?: AbortSignal) {
  const params = searchParamsOf<typeof taskAssigneesQuery>({ project });
  return apiFetch(`/tasks/assignees?${params}`, { signal }, wireOf<typeof taskAssigneesResponse>());
}

export function useAssignees(project: string | null, enabled = true) {
  return useQuery({
    queryKey: [...TASKS_KEY, 'assignees', project],
    queryFn: ({ signal }) => fetchAssignees(project, signal),
    enabled,
  });
}
