import type { ConvertLeadBody, ConvertLeadResponseOnWire, convertLeadResponse } from '@agency/shared/leads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { LEADS_QUERY_KEY } from './list-leads';

/** Converts the lead into a client and its first project, in one step on the server. */
export function convertLead({ id, body }: { id: string; body: ConvertLeadBody }): Promise<ConvertLeadResponseOnWire> {
  return apiFetch(
    `/leads/${encodeURIComponent(id)}/convert`,
    { method: 'POST', body },
    wireOf<typeof convertLeadResponse>(),
  );
}

export function useConvertLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertLead,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ['clients'] });
    },
  });
}
