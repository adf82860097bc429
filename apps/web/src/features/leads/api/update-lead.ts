import type { LeadStatus } from '@agency/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { LEADS_QUERY_KEY, type Lead } from './list-leads';

/** Marks an inquiry handled once someone has replied, or new again. */
export function updateLeadStatus({ id, status }: { id: string; status: LeadStatus }): Promise<Lead> {
  return apiFetch(`/leads/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } });
}

export function useUpdateLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLeadStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY }),
  });
}
