import { type CreateDeliverableBody, type Deliverable, deliverableSchema } from '@agency/shared/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { PROJECTS_KEY } from './keys';

export function createDeliverable({
  projectId,
  body,
}: {
  projectId: string;
  body: CreateDeliverableBody;
}): Promise<Deliverable> {
  return apiFetch(
    `/projects/${encodeURIComponent(projectId)}/deliverables`,
    { method: 'POST', body },
    deliverableSchema,
  );
}

export function useCreateDeliverable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeliverable,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
