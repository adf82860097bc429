import type {
  AddPaymentMethodBody,
  listPaymentMethodsResponse,
  PaymentMethodListOnWire,
  PaymentMethodOnWire,
  paymentMethodSchema,
  setupIntentResponse,
} from '@agency/shared/payments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { clientParam, PAYMENT_KEYS } from './keys';

// The Payment Methods endpoints (001 §2, §7): list, SetupIntent, add, Set as Default, delete. One file: they share
// the organisation parameter and the list they refresh.

export function listPaymentMethods(clientId: string | null, signal?: AbortSignal): Promise<PaymentMethodListOnWire> {
  return apiFetch(`/payment-methods${clientParam(clientId)}`, { signal }, wireOf<typeof listPaymentMethodsResponse>());
}

export const paymentMethodsQueryOptions = (clientId: string | null) =>
  queryOptions({
    queryKey: PAYMENT_KEYS.methods(clientId),
    queryFn: ({ signal }) => listPaymentMethods(clientId, signal),
  });

export function usePaymentMethods(clientId: string | null, enabled = true) {
  return useQuery({ ...paymentMethodsQueryOptions(clientId), enabled });
}

export function createSetupIntent(clientId: string | null) {
  return apiFetch(
    '/payment-methods/setup-intent',
    { method: 'POST', body: clientId ? { clientId } : {} },
    wireOf<typeof setupIntentResponse>(),
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
    (body: AddPaymentMethodBody): Promise<PaymentMethodOnWire> =>
      apiFetch(
        `/payment-methods${clientParam(clientId)}`,
        { method: 'POST', body },
        wireOf<typeof paymentMethodSchema>(),
      ),
  );
}

export function useSetDefaultMethod(clientId: string | null) {
  return useRefreshing(clientId, (id: string) =>
    apiFetch(
      `/payment-methods/${encodeURIComponent(id)}/default${clientParam(clientId)}`,
      { method: 'POST' },
      wireOf<typeof listPaymentMethodsResponse>(),
    ),
  );
}

export function useDeleteMethod(clientId: string | null) {
  return useRefreshing(clientId, (id: string) =>
    apiFetch(
      `/payment-methods/${encodeURIComponent(id)}${clientParam(clientId)}`,
      { method: 'DELETE' },
      wireOf<typeof listPaymentMethodsResponse>(),
    ),
  );
}
