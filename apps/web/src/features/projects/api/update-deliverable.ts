import { type Deliverable, deliverableSchema, type UpdateDeliverableBody } from '@agency/shared/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { PROJECTS_KEY } from './keys';

export function updateDeliverable({
  projectId,
  id,
  body,
}: {
  projectId: string;
  id: string;
  body: UpdateDeliverableBody;
}): Promise<Deliverable> {
  return apiFetch(
    `/projects/${encodeURIComponent(projectId)}/deliverables/${encodeURIComponent(id)}`,
    { method: 'PATCH', body },
    deliverableSchema,
  );
}

export function useUpdateDeliverable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeliverable,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
