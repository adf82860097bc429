import type { CandidatesOnWire, candidatesResponse } from '@agency/shared/payroll-api';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { PAYROLL_KEYS } from './keys';

export function listCandidates(signal?: AbortSignal): Promise<CandidatesOnWire> {
  return apiFetch('/payroll/candidates', { signal }, wireOf<typeof candidatesResponse>());
}

/** Staff users not yet on payroll, for Add Employee (admins). */
export function useCandidates(enabled: boolean) {
  return useQuery({ queryKey: PAYROLL_KEYS.candidates, queryFn: ({ signal }) => listCandidates(signal), enabled });
}
