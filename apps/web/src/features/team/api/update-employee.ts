import type { EmployeeProfileOnWire, employeeProfileSchema, UpdateEmployeeBody } from '@agency/shared/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { TEAM_QUERY_KEY } from './list-team';

export function updateEmployee({ id, body }: { id: string; body: UpdateEmployeeBody }): Promise<EmployeeProfileOnWire> {
  return apiFetch(`/team/${encodeURIComponent(id)}`, { method: 'PATCH', body }, wireOf<typeof employeeProfileSchema>());
}

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}
