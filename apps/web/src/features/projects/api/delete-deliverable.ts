import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, sentAs } from '../../../lib/api';
import { PROJECTS_KEY } from './keys';

export function deleteDeliverable({ projectId, id }: { projectId: string; id: string }): Promise<undefined> {
  return apiFetch(
    `/projects/${encodeURIComponent(projectId)}/deliverables/${encodeURIComponent(id)}`,
    { method: 'DELETE' },
    sentAs<undefined>(),
  );
}

export function useDeleteDeliverable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeliverable,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
