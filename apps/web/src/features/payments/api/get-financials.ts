import { type Financials, financialsResponse } from '@agency/shared/payments';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { PAYMENT_KEYS } from './keys';

export function getFinancials(signal?: AbortSignal): Promise<Financials> {
  return apiFetch('/financials', { signal }, financialsResponse);
}

export function useFinancials() {
  return useQuery({ queryKey: PAYMENT_KEYS.financials, queryFn: ({ signal }) => getFinancials(signal) });
}
