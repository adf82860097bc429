import type { FinancialsOnWire, financialsResponse } from '@agency/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { PAYMENT_KEYS } from './keys';

export function getFinancials(signal?: AbortSignal): Promise<FinancialsOnWire> {
  return apiFetch('/financials', { signal }, wireOf<typeof financialsResponse>());
}

export const financialsQueryOptions = () =>
  queryOptions({ queryKey: PAYMENT_KEYS.financials, queryFn: ({ signal }) => getFinancials(signal) });

export function useFinancials() {
  return useQuery(financialsQueryOptions());
}
