import { type ProjectsSummary, projectsSummarySchema } from '@agency/shared/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { PROJECTS_KEY } from './keys';

export function getProjectsSummary(signal?: AbortSignal): Promise<ProjectsSummary> {
  return apiFetch('/projects/summary', { signal }, projectsSummarySchema);
}

export const projectsSummaryQueryOptions = () =>
  queryOptions({ queryKey: [...PROJECTS_KEY, 'summary'], queryFn: ({ signal }) => getProjectsSummary(signal) });

export function useProjectsSummary() {
  return useQuery(projectsSummaryQueryOptions());
}
