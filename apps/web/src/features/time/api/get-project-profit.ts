import type { ProjectProfit, projectProfitSchema } from '@agency/shared/time';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { TIME_KEY } from './keys';

/** A project's time and profit (staff only; the server refuses clients). */
export function useProjectProfit(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...TIME_KEY, 'profit', projectId],
    queryFn: ({ signal }): Promise<ProjectProfit> =>
      apiFetch(`/projects/${encodeURIComponent(projectId)}/profit`, { signal }, wireOf<typeof projectProfitSchema>()),
    enabled,
  });
}
