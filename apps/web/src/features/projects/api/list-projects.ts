import type { ProjectStatus } from '@agency/shared/enums';
import { listProjectsResponse, type ProjectPage } from '@agency/shared/projects';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { PROJECTS_KEY } from './keys';

export function listProjects(
  status: ProjectStatus | null,
  q: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProjectPage> {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return apiFetch(`/projects?${params}`, { signal }, listProjectsResponse);
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
