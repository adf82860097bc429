import type { UpdateWebhookBody, webhookSchema, webhookWithSecretSchema } from '@agency/shared/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, sentAs, wireOf } from '../../../lib/api';
import { INTEGRATIONS_QUERY_KEY } from './list-integrations';

const path = (id: string) => `/webhooks/${encodeURIComponent(id)}`;

export function updateWebhook({ id, ...body }: UpdateWebhookBody & { id: string }) {
  return apiFetch(path(id), { method: 'PATCH', body }, wireOf<typeof webhookSchema>());
}

export function deleteWebhook(id: string) {
  return apiFetch(path(id), { method: 'DELETE' }, sentAs<{ ok: true }>());
}

/** Roll secret: the old one stops signing at once; the answer shows the new one, once. */
export function rollWebhookSecret(id: string) {
  return apiFetch(`${path(id)}/roll-secret`, { method: 'POST', body: {} }, wireOf<typeof webhookWithSecretSchema>());
}

function useWebhookMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INTEGRATIONS_QUERY_KEY }),
  });
}

export const useUpdateWebhook = () => useWebhookMutation(updateWebhook);
export const useDeleteWebhook = () => useWebhookMutation(deleteWebhook);
export const useRollWebhookSecret = () => useWebhookMutation(rollWebhookSecret);
