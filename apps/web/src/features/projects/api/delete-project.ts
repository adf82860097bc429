import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, sentAs } from '../../../lib/api';
import { PROJECTS_KEY } from './keys';

/** 204: nothing to read. */
const noContent = sentAs<undefined>();

export function deleteProject(id: string): Promise<undefined> {
  return apiFetch(`/projects/${encodeURIComponent(id)}`, { method: 'DELETE' }, noContent);
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
