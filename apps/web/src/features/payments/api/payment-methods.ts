import {
  type AddPaymentMethodBody,
  listPaymentMethodsResponse,
  type PaymentMethod,
  paymentMethodSchema,
  setupIntentResponse,
} from '@agency/shared/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { clientParam, PAYMENT_KEYS } from './keys';

// The Payment Methods endpoints (001 §2, §7): list, SetupIntent, add, Set as Default, delete. One file: they share
// the organisation parameter and the list they refresh.

export function listPaymentMethods(clientId: string | null, signal?: AbortSignal) {
  return apiFetch(`/payment-methods${clientParam(clientId)}`, { signal }, listPaymentMethodsResponse);
}

export function usePaymentMethods(clientId: string | null, enabled = true) {
  return useQuery({
    queryKey: PAYMENT_KEYS.methods(clientId),
    queryFn: ({ signal }) => listPaymentMethods(clientId, signal),
    enabled,
  });
}

export function createSetupIntent(clientId: string | null) {
  return apiFetch(
    '/payment-methods/setup-intent',
    { method: 'POST', body: clientId ? { clientId } : {} },
    setupIntentResponse,
  );
}

function useRefreshing<TInput, TResult>(clientId: string | null, mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAYMENT_KEYS.methods(clientId) }),
  });
}

export function useAddPaymentMethod(clientId: string | null) {
  return useRefreshing(
    clientId,
    (body: AddPaymentMethodBody): Promise<PaymentMethod> =>
      apiFetch(`/payment-methods${clientParam(clientId)}`, { method: 'POST', body }, paymentMethodSchema),
  );
}

export function useSetDefaultMethod(clientId: string | null) {
  return useRefreshing(clientId, (id: string) =>
    apiFetch(
      `/payment-methods/${encodeURIComponent(id)}/default${clientParam(clientId)}`,
      { method: 'POST' },
      listPaymentMethodsResponse,
    ),
  );
}

export function useDeleteMethod(clientId: string | null) {
  return useRefreshing(clientId, (id: string) =>
    apiFetch(
      `/payment-methods/${encodeURIComponent(id)}${clientParam(clientId)}`,
      { method: 'DELETE' },
      listPaymentMethodsResponse,
    ),
  );
}
