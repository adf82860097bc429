import type { TaskAnalytics, taskAnalyticsQuery, taskAnalyticsResponse } from '@agency/shared/tasks';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { TASKS_KEY } from './keys';

export function fetchTaskAnalytics(project: string | null, signal?: AbortSignal): Promise<TaskAnalytics> {
  const params = searchParamsOf<typeof taskAnalyticsQuery>({ project });
  return apiFetch(`/tasks/analytics?${params}`, { signal }, wireOf<typeof taskAnalyticsResponse>());
}

export function useTaskAnalytics(project: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...TASKS_KEY, 'analytics', project],
    queryFn: ({ signal }) => fetchTaskAnalytics(project, signal),
    enabled,
  });
}
