import type { EmployeeProfileOnWire, employeeProfileSchema } from '@agency/shared/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { TEAM_QUERY_KEY } from './list-team';

export function getEmployee(id: string, signal?: AbortSignal): Promise<EmployeeProfileOnWire> {
  return apiFetch(`/team/${encodeURIComponent(id)}`, { signal }, wireOf<typeof employeeProfileSchema>());
}

export const employeeQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...TEAM_QUERY_KEY, 'employee', id], queryFn: ({ signal }) => getEmployee(id, signal) });

export function useEmployee(id: string) {
  return useQuery(employeeQueryOptions(id));
}
