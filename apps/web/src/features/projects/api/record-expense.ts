import type { CreateExpenseBody, ExpenseOnWire, expenseSchema } from '@agency/shared/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { PROJECTS_KEY } from './keys';

export function recordExpense({
  projectId,
  body,
}: {
  projectId: string;
  body: CreateExpenseBody;
}): Promise<ExpenseOnWire> {
  return apiFetch(
    `/projects/${encodeURIComponent(projectId)}/expenses`,
    { method: 'POST', body },
    wireOf<typeof expenseSchema>(),
  );
}

export function useRecordExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordExpense,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
