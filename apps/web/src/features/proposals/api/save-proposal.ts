import type {
  CreateProposalBody,
  ProposalDetailOnWire,
  proposalDetailSchema,
  UpdateProposalBody,
} from '@agency/shared/proposals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { PROPOSALS_KEY } from './keys';

export function createProposal(body: CreateProposalBody): Promise<ProposalDetailOnWire> {
  return apiFetch('/proposals', { method: 'POST', body }, wireOf<typeof proposalDetailSchema>());
}

export function updateProposal({ id, body }: { id: string; body: UpdateProposalBody }): Promise<ProposalDetailOnWire> {
  return apiFetch(
    `/proposals/${encodeURIComponent(id)}`,
    { method: 'PATCH', body },
    wireOf<typeof proposalDetailSchema>(),
  );
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
