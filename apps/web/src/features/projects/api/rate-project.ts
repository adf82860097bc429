import type { projectRatingSchema, RateProjectBody } from '@agency/shared/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { PROJECTS_KEY } from './keys';

export function rateProject({ projectId, body }: { projectId: string; body: RateProjectBody }) {
  return apiFetch(
    `/projects/${encodeURIComponent(projectId)}/rating`,
    { method: 'PUT', body },
    wireOf<typeof projectRatingSchema>(),
  );
}

export function useRateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
