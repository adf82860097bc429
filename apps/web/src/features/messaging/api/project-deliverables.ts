import { type ProjectDetail, projectDetailSchema } from '@agency/shared/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { PROJECTS_KEY } from './keys';

function getProject(id: string, signal?: AbortSignal): Promise<ProjectDetail> {
  return apiFetch(`/projects/${encodeURIComponent(id)}`, { signal }, projectDetailSchema);
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
