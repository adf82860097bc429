import type { listPaymentsQuery, listPaymentsResponse, PaymentPageOnWire } from '@agency/shared/payments';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { PAYMENT_KEYS } from './keys';

export function listPayments(cursor: string | null, signal?: AbortSignal): Promise<PaymentPageOnWire> {
  const params = searchParamsOf<typeof listPaymentsQuery>({ cursor, limit: 10 });
  return apiFetch(`/payments?${params}`, { signal }, wireOf<typeof listPaymentsResponse>());
}

export const paymentsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: PAYMENT_KEYS.list,
    queryFn: ({ pageParam, signal }) => listPayments(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function usePayments() {
  return useInfiniteQuery(paymentsQueryOptions());
}
