import { type ProjectDetail, projectDetailSchema } from '@agency/shared/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { PROJECTS_KEY } from './keys';

export function getProject(id: string, signal?: AbortSignal): Promise<ProjectDetail> {
  return apiFetch(`/projects/${encodeURIComponent(id)}`, { signal }, projectDetailSchema);
}

export const projectQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...PROJECTS_KEY, 'detail', id], queryFn: ({ signal }) => getProject(id, signal) });

export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}
