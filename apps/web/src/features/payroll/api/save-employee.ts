import type {
  CreateProfileBody,
  EmployeeOnWire,
  payrollEmployeeSchema,
  UpdateProfileBody,
} from '@agency/shared/payroll-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';

export function createEmployee(body: CreateProfileBody): Promise<EmployeeOnWire> {
  return apiFetch('/payroll/employees', { method: 'POST', body }, wireOf<typeof payrollEmployeeSchema>());
}

export function updateEmployee({ id, body }: { id: string; body: UpdateProfileBody }): Promise<EmployeeOnWire> {
  return apiFetch(
    `/payroll/employees/${encodeURIComponent(id)}`,
    { method: 'PATCH', body },
    wireOf<typeof payrollEmployeeSchema>(),
  );
}

/** Add Employee or Edit profile: `id` null creates. */
export function useSaveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CreateProfileBody | UpdateProfileBody }) =>
      id ? updateEmployee({ id, body: body as UpdateProfileBody }) : createEmployee(body as CreateProfileBody),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['payroll'] }),
  });
}
