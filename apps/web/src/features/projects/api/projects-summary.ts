import type { ProjectsSummaryOnWire, projectsSummarySchema } from '@agency/shared/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { PROJECTS_KEY } from './keys';

export function getProjectsSummary(signal?: AbortSignal): Promise<ProjectsSummaryOnWire> {
  return apiFetch('/projects/summary', { signal }, wireOf<typeof projectsSummarySchema>());
}

export const projectsSummaryQueryOptions = () =>
  queryOptions({ queryKey: [...PROJECTS_KEY, 'summary'], queryFn: ({ signal }) => getProjectsSummary(signal) });

export function useProjectsSummary() {
  return useQuery(projectsSummaryQueryOptions());
}
