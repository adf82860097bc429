import type { listRunsResponse, RunListOnWire } from '@agency/shared/payroll-api';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { PAYROLL_KEYS } from './keys';

export function listRuns(signal?: AbortSignal): Promise<RunListOnWire> {
  return apiFetch('/payroll/runs', { signal }, wireOf<typeof listRunsResponse>());
}

/** Payroll runs (admins). */
export function useRuns(enabled: boolean) {
  return useQuery({ queryKey: PAYROLL_KEYS.runs, queryFn: ({ signal }) => listRuns(signal), enabled });
}
