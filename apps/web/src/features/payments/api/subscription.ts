import {
  type ChangePlanBody,
  changePlanResponse,
  type Subscription,
  subscriptionResponse,
} from '@agency/shared/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { clientParam, PAYMENT_KEYS } from './keys';

// The plan endpoints (001 §9): the organisation's subscription, change plan (upgrade, downgrade, cycle), cancel.

export function getSubscription(clientId: string | null, signal?: AbortSignal): Promise<Subscription> {
  return apiFetch(`/subscription${clientParam(clientId)}`, { signal }, subscriptionResponse);
}

export function useSubscription(clientId: string | null, enabled = true) {
  return useQuery({
    queryKey: PAYMENT_KEYS.subscription(clientId),
    queryFn: ({ signal }) => getSubscription(clientId, signal),
    enabled,
  });
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
      changePlanResponse,
    ),
  );
}

export function useCancelPlan(clientId: string | null) {
  return useRefreshing(clientId, () =>
    apiFetch('/subscription/cancel', { method: 'POST', body: clientId ? { clientId } : {} }, changePlanResponse),
  );
}
