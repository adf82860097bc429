import type {
  ChangePlanBody,
  changePlanResponse,
  SubscriptionOnWire,
  subscriptionResponse,
} from '@agency/shared/payments';
import type { PlanQuoteOnWire, PlanQuoteQuery, planQuoteResponse } from '@agency/shared/plans';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { clientParam, PAYMENT_KEYS } from './keys';

// The plan endpoints (001 §9): the organisation's subscription, the quote of a change, change plan (upgrade,
// downgrade, cycle), cancel, and undo while the change's invoice is unsent (issue #18 point 20).

export function getSubscription(clientId: string | null, signal?: AbortSignal): Promise<SubscriptionOnWire> {
  return apiFetch(`/subscription${clientParam(clientId)}`, { signal }, wireOf<typeof subscriptionResponse>());
}

export const subscriptionQueryOptions = (clientId: string | null) =>
  queryOptions({
    queryKey: PAYMENT_KEYS.subscription(clientId),
    queryFn: ({ signal }) => getSubscription(clientId, signal),
  });

export function useSubscription(clientId: string | null, enabled = true) {
  return useQuery({ ...subscriptionQueryOptions(clientId), enabled });
}

function useRefreshing<TInput, TResult>(clientId: string | null, mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: PAYMENT_KEYS.subscription(clientId) });
      await queryClient.invalidateQueries({ queryKey: ['invoices'] });
    },
  });
}

export function useChangePlan(clientId: string | null) {
  return useRefreshing(clientId, (body: Omit<ChangePlanBody, 'clientId'>) =>
    apiFetch(
      '/subscription',
      { method: 'POST', body: { ...body, ...(clientId ? { clientId } : {}) } },
      wireOf<typeof changePlanResponse>(),
    ),
  );
}

export function useCancelPlan(clientId: string | null) {
  return useRefreshing(clientId, () =>
    apiFetch(
      '/subscription/cancel',
      { method: 'POST', body: clientId ? { clientId } : {} },
      wireOf<typeof changePlanResponse>(),
    ),
  );
}

/** What a change would cost and when it starts; nothing changes until it is confirmed. */
export function getPlanQuote(
  clientId: string | null,
  target: Omit<PlanQuoteQuery, 'clientId'>,
): Promise<PlanQuoteOnWire> {
  const params = new URLSearchParams({ plan: target.plan, billingCycle: target.billingCycle });
  if (clientId) params.set('clientId', clientId);
  return apiFetch(`/subscription/quote?${params}`, {}, wireOf<typeof planQuoteResponse>());
}

export function usePlanQuote(clientId: string | null, target: Omit<PlanQuoteQuery, 'clientId'> | null) {
  return useQuery({
    queryKey: [...PAYMENT_KEYS.subscription(clientId), 'quote', target?.plan, target?.billingCycle],
    queryFn: () => getPlanQuote(clientId, target!),
    enabled: target !== null,
    // A quote is for the moment it is shown: never reuse an older one for a confirmation.
    gcTime: 0,
    staleTime: 0,
  });
}

export function useUndoPlanChange(clientId: string | null) {
  return useRefreshing(clientId, () =>
    apiFetch(
      '/subscription/undo',
      { method: 'POST', body: clientId ? { clientId } : {} },
      wireOf<typeof changePlanResponse>(),
    ),
  );
}
