import type { listDeliveriesQuery, listDeliveriesResponse } from '@agency/shared/integrations';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, sentAs, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { INTEGRATIONS_QUERY_KEY } from './list-integrations';

/** The newest 50 first; Load more reads the next 50 by cursor (the Logs and Outbox screens' paging). */
export const DELIVERIES_PAGE_SIZE = 50;

const deliveriesKey = (webhookId: string) => [...INTEGRATIONS_QUERY_KEY, 'deliveries', webhookId] as const;

export function listDeliveries(webhookId: string, cursor: string | null, signal?: AbortSignal) {
  const params = searchParamsOf<typeof listDeliveriesQuery>({ cursor, limit: DELIVERIES_PAGE_SIZE });
  return apiFetch(
    `/webhooks/${encodeURIComponent(webhookId)}/deliveries?${params}`,
    { signal },
    wireOf<typeof listDeliveriesResponse>(),
  );
}

/**
 * The delivery log, page by page; refreshed every few seconds while open, as the worker sends in the background
 * (TanStack Query refetches the pages already shown, from the first, so a new delivery does not skip a row).
 */
export function useDeliveries(webhookId: string) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: deliveriesKey(webhookId),
      queryFn: ({ pageParam, signal }) => listDeliveries(webhookId, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
    refetchInterval: 3000,
  });
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
