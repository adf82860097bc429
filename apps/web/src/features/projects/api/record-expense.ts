import { type CreateExpenseBody, type Expense, expenseSchema } from '@agency/shared/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { PROJECTS_KEY } from './keys';

export function recordExpense({ projectId, body }: { projectId: string; body: CreateExpenseBody }): Promise<Expense> {
  return apiFetch(`/projects/${encodeURIComponent(projectId)}/expenses`, { method: 'POST', body }, expenseSchema);
}

export function useRecordExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordExpense,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
