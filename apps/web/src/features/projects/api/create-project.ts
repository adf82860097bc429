import { type CreateProjectBody, type ProjectDetail, projectDetailSchema } from '@agency/shared/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { PROJECTS_KEY } from './keys';

export function createProject(body: CreateProjectBody): Promise<ProjectDetail> {
  return apiFetch('/projects', { method: 'POST', body }, projectDetailSchema);
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
