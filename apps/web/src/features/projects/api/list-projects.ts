import type { ProjectStatus } from '@agency/shared/enums';
import type { listProjectsQuery, listProjectsResponse, ProjectPageOnWire } from '@agency/shared/projects';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { PROJECTS_KEY } from './keys';

export function listProjects(
  status: ProjectStatus | null,
  q: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProjectPageOnWire> {
  const params = searchParamsOf<typeof listProjectsQuery>({ status, q, cursor });
  return apiFetch(`/projects?${params}`, { signal }, wireOf<typeof listProjectsResponse>());
}

export const projectsQueryOptions = (status: ProjectStatus | null, q: string) =>
  infiniteQueryOptions({
    queryKey: [...PROJECTS_KEY, 'list', status, q],
    queryFn: ({ pageParam, signal }) => listProjects(status, q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useProjects(status: ProjectStatus | null, q: string) {
  return useInfiniteQuery(projectsQueryOptions(status, q));
}
