import type { DeliverableOnWire, deliverableSchema, UpdateDeliverableBody } from '@agency/shared/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { PROJECTS_KEY } from './keys';

export function updateDeliverable({
  projectId,
  id,
  body,
}: {
  projectId: string;
  id: string;
  body: UpdateDeliverableBody;
}): Promise<DeliverableOnWire> {
  return apiFetch(
    `/projects/${encodeURIComponent(projectId)}/deliverables/${encodeURIComponent(id)}`,
    { method: 'PATCH', body },
    wireOf<typeof deliverableSchema>(),
  );
}

export function useUpdateDeliverable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeliverable,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
