import type { listProjectsQuery, listProjectsResponse } from '@agency/shared/projects';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { FILES_KEY } from './keys';

/** The projects the caller may file into and filter by (their scope, from the server). */
export function useFileProjects() {
  return useQuery({
    queryKey: [...FILES_KEY, 'projects'],
    queryFn: ({ signal }) =>
      apiFetch(
        `/projects?${searchParamsOf<typeof listProjectsQuery>({ limit: 100 })}`,
        { signal },
        wireOf<typeof listProjectsResponse>(),
      ),
    select: (page) => page.items.map((project) => ({ id: project.id, name: project.name })),
    staleTime: 60_000,
  });
}
