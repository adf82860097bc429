import type { EmployeeListOnWire, listEmployeesResponse } from '@agency/shared/payroll-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { PAYROLL_KEYS } from './keys';

export function listEmployees(signal?: AbortSignal): Promise<EmployeeListOnWire> {
  return apiFetch('/payroll/employees', { signal }, wireOf<typeof listEmployeesResponse>());
}

export const employeesQueryOptions = () =>
  queryOptions({ queryKey: PAYROLL_KEYS.employees, queryFn: ({ signal }) => listEmployees(signal) });

export function useEmployees() {
  return useQuery(employeesQueryOptions());
}
