import type { ProjectDetailOnWire, projectDetailSchema } from '@agency/shared/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { PROJECTS_KEY } from './keys';

function getProject(id: string, signal?: AbortSignal): Promise<ProjectDetailOnWire> {
  return apiFetch(`/projects/${encodeURIComponent(id)}`, { signal }, wireOf<typeof projectDetailSchema>());
}

/** The project's deliverables to ask approval for: the same query (and cache entry) as the project page's. */
export function useProjectDeliverables(projectId: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: [...PROJECTS_KEY, 'detail', projectId],
      queryFn: ({ signal }) => getProject(projectId, signal),
    }),
    enabled,
    select: (project) => project.deliverables,
  });
}
