import type { ProjectDetailOnWire, projectDetailSchema } from '@agency/shared/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { PROJECTS_KEY } from './keys';

export function getProject(id: string, signal?: AbortSignal): Promise<ProjectDetailOnWire> {
  return apiFetch(`/projects/${encodeURIComponent(id)}`, { signal }, wireOf<typeof projectDetailSchema>());
}

export const projectQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...PROJECTS_KEY, 'detail', id], queryFn: ({ signal }) => getProject(id, signal) });

export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}
