import type { CreateProjectBody, ProjectDetailOnWire, projectDetailSchema } from '@agency/shared/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { PROJECTS_KEY } from './keys';

export function createProject(body: CreateProjectBody): Promise<ProjectDetailOnWire> {
  return apiFetch('/projects', { method: 'POST', body }, wireOf<typeof projectDetailSchema>());
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
