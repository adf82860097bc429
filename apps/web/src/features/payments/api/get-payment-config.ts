import type { PaymentConfigOnWire, paymentConfigResponse } from '@agency/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { PAYMENT_KEYS } from './keys';

export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfigOnWire> {
  return apiFetch('/payments/config', { signal }, wireOf<typeof paymentConfigResponse>());
}

export const paymentConfigQuery = queryOptions({
  queryKey: PAYMENT_KEYS.config,
  queryFn: ({ signal }) => getPaymentConfig(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePaymentConfig() {
  return useQuery(paymentConfigQuery);
}
