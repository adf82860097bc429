import type { CreateWebhookBody, webhookWithSecretSchema } from '@agency/shared/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { INTEGRATIONS_QUERY_KEY } from './list-integrations';

/** The answer carries the signing secret: the only time it is shown. */
export function createWebhook(body: CreateWebhookBody) {
  return apiFetch('/webhooks', { method: 'POST', body }, wireOf<typeof webhookWithSecretSchema>());
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INTEGRATIONS_QUERY_KEY }),
  });
}
