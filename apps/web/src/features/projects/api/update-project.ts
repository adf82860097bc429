import type { ProjectDetailOnWire, projectDetailSchema, UpdateProjectBody } from '@agency/shared/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { PROJECTS_KEY } from './keys';

export function updateProject({ id, body }: { id: string; body: UpdateProjectBody }): Promise<ProjectDetailOnWire> {
  return apiFetch(
    `/projects/${encodeURIComponent(id)}`,
    { method: 'PATCH', body },
    wireOf<typeof projectDetailSchema>(),
  );
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
