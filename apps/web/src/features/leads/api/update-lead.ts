import type { LeadStatus } from '@agency/shared/enums';
import type { LeadOnWire, leadSchema } from '@agency/shared/leads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { LEADS_QUERY_KEY } from './list-leads';

/** Marks an inquiry handled once someone has replied, or new again. */
export function updateLeadStatus({ id, status }: { id: string; status: LeadStatus }): Promise<LeadOnWire> {
  return apiFetch(
    `/leads/${encodeURIComponent(id)}`,
    { method: 'PATCH', body: { status } },
    wireOf<typeof leadSchema>(),
  );
}

export function useUpdateLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLeadStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY }),
  });
}
