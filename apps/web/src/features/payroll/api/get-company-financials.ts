import type { CompanyFinancialsOnWire, companyFinancialsResponse } from '@agency/shared/payroll-api';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { PAYROLL_KEYS } from './keys';

export function getCompanyFinancials(signal?: AbortSignal): Promise<CompanyFinancialsOnWire> {
  return apiFetch('/payroll/financials?months=12', { signal }, wireOf<typeof companyFinancialsResponse>());
}

/** The Company Financials tab (admins). */
export function useCompanyFinancials(enabled: boolean) {
  return useQuery({
    queryKey: PAYROLL_KEYS.financials,
    queryFn: ({ signal }) => getCompanyFinancials(signal),
    enabled,
  });
}
