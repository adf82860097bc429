import { type ProjectDetail, projectDetailSchema, type UpdateProjectBody } from '@agency/shared/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { PROJECTS_KEY } from './keys';

export function updateProject({ id, body }: { id: string; body: UpdateProjectBody }): Promise<ProjectDetail> {
  return apiFetch(`/projects/${encodeURIComponent(id)}`, { method: 'PATCH', body }, projectDetailSchema);
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
