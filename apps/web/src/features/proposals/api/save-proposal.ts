import {
  type CreateProposalBody,
  type ProposalDetail,
  proposalDetailSchema,
  type UpdateProposalBody,
} from '@agency/shared/proposals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { PROPOSALS_KEY } from './keys';

export function createProposal(body: CreateProposalBody): Promise<ProposalDetail> {
  return apiFetch('/proposals', { method: 'POST', body }, proposalDetailSchema);
}

export function updateProposal({ id, body }: { id: string; body: UpdateProposalBody }): Promise<ProposalDetail> {
  return apiFetch(`/proposals/${encodeURIComponent(id)}`, { method: 'PATCH', body }, proposalDetailSchema);
}

export function useCreateProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProposal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROPOSALS_KEY }),
  });
}

export function useUpdateProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProposal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROPOSALS_KEY }),
  });
}
