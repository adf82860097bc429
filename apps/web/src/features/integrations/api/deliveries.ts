import type { listDeliveriesResponse } from '@agency/shared/integrations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, sentAs, wireOf } from '../../../lib/api';
import { INTEGRATIONS_QUERY_KEY } from './list-integrations';

const deliveriesKey = (webhookId: string) => [...INTEGRATIONS_QUERY_KEY, 'deliveries', webhookId] as const;

export function listDeliveries(webhookId: string, signal?: AbortSignal) {
  return apiFetch(
    `/webhooks/${encodeURIComponent(webhookId)}/deliveries?limit=50`,
    { signal },
    wireOf<typeof listDeliveriesResponse>(),
  );
}

/** The delivery log; refreshed every few seconds while open, as the worker sends in the background. */
export function useDeliveries(webhookId: string) {
  return useQuery(
    queryOptions({
      queryKey: deliveriesKey(webhookId),
      queryFn: ({ signal }) => listDeliveries(webhookId, signal),
      refetchInterval: 3000,
    }),
  );
}

export function replayDelivery({ webhookId, deliveryId }: { webhookId: string; deliveryId: string }) {
  return apiFetch(
    `/webhooks/${encodeURIComponent(webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/replay`,
    { method: 'POST', body: {} },
    sentAs<{ ok: true }>(),
  );
}

export function useReplayDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replayDelivery,
    onSettled: (_data, _error, input) => queryClient.invalidateQueries({ queryKey: deliveriesKey(input.webhookId) }),
  });
}
