import { type TaskAnalytics, taskAnalyticsResponse } from '@agency/shared/tasks';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { TASKS_KEY } from './keys';

export function fetchTaskAnalytics(project: string | null, signal?: AbortSignal): Promise<TaskAnalytics> {
  const params = new URLSearchParams();
  if (project) params.set('project', project);
  return apiFetch(`/tasks/analytics?${params}`, { signal }, taskAnalyticsResponse);
}

export function useTaskAnalytics(project: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...TASKS_KEY, 'analytics', project],
    queryFn: ({ signal }) => fetchTaskAnalytics(project, signal),
    enabled,
  });
}
