import type { ProjectDetailOnWire, projectDetailSchema } from '@agency/shared/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { PROJECTS_KEY } from './keys';

export function setTeam({ id, memberIds }: { id: string; memberIds: string[] }): Promise<ProjectDetailOnWire> {
  return apiFetch(
    `/projects/${encodeURIComponent(id)}/team`,
    { method: 'PUT', body: { memberIds } },
    wireOf<typeof projectDetailSchema>(),
  );
}

export function useSetTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
