import { listPaymentsResponse, type PaymentPage } from '@agency/shared/payments';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { PAYMENT_KEYS } from './keys';

export function listPayments(cursor: string | null, signal?: AbortSignal): Promise<PaymentPage> {
  const params = new URLSearchParams({ limit: '10' });
  if (cursor) params.set('cursor', cursor);
  return apiFetch(`/payments?${params}`, { signal }, listPaymentsResponse);
}

export function usePayments() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: PAYMENT_KEYS.list,
      queryFn: ({ pageParam, signal }) => listPayments(pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}
