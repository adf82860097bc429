import type { ProposalDetailOnWire, proposalDetailSchema } from '@agency/shared/proposals';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { proposalKey } from './keys';

/** Opening a proposal as a client marks it viewed on the server (its first open). */
export function fetchProposal(id: string, signal?: AbortSignal): Promise<ProposalDetailOnWire> {
  return apiFetch(`/proposals/${encodeURIComponent(id)}`, { signal }, wireOf<typeof proposalDetailSchema>());
}

export function useProposal(id: string | null) {
  return useQuery({
    queryKey: proposalKey(id ?? ''),
    queryFn: ({ signal }) => fetchProposal(id!, signal),
    enabled: Boolean(id),
    retry: false,
  });
}

/** Where the PDF downloads from (same origin, the session cookie goes along). */
export const proposalPdfUrl = (id: string) => `/api/proposals/${encodeURIComponent(id)}/pdf`;
