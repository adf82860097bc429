import type { CreateDeliverableBody, DeliverableOnWire, deliverableSchema } from '@agency/shared/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { PROJECTS_KEY } from './keys';

export function createDeliverable({
  projectId,
  body,
}: {
  projectId: string;
  body: CreateDeliverableBody;
}): Promise<DeliverableOnWire> {
  return apiFetch(
    `/projects/${encodeURIComponent(projectId)}/deliverables`,
    { method: 'POST', body },
    wireOf<typeof deliverableSchema>(),
  );
}

export function useCreateDeliverable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeliverable,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
