import type { PayrollSummaryOnWire, payrollSummaryResponse } from '@agency/shared/payroll-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { PAYROLL_KEYS } from './keys';

export function getPayrollSummary(signal?: AbortSignal): Promise<PayrollSummaryOnWire> {
  return apiFetch('/payroll/summary', { signal }, wireOf<typeof payrollSummaryResponse>());
}

export const payrollSummaryQueryOptions = () =>
  queryOptions({ queryKey: PAYROLL_KEYS.summary, queryFn: ({ signal }) => getPayrollSummary(signal) });

export function usePayrollSummary() {
  return useQuery(payrollSummaryQueryOptions());
}
