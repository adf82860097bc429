import type {
  ApproveProposalBody,
  ProposalDetailOnWire,
  proposalDetailSchema,
  RejectProposalBody,
  VerifyProposalResponseOnWire,
  verifyProposalResponse,
} from '@agency/shared/proposals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, sentAs, wireOf } from '../../../lib/api';
import { PROPOSALS_KEY } from './keys';

const path = (id: string, action: string) => `/proposals/${encodeURIComponent(id)}/${action}`;

export const sendProposal = (id: string): Promise<ProposalDetailOnWire> =>
  apiFetch(path(id, 'send'), { method: 'POST' }, wireOf<typeof proposalDetailSchema>());

export const approveProposal = ({
  id,
  body,
}: {
  id: string;
  body: ApproveProposalBody;
}): Promise<ProposalDetailOnWire> =>
  apiFetch(path(id, 'approve'), { method: 'POST', body }, wireOf<typeof proposalDetailSchema>());

export const rejectProposal = ({ id, body }: { id: string; body: RejectProposalBody }): Promise<ProposalDetailOnWire> =>
  apiFetch(path(id, 'reject'), { method: 'POST', body }, wireOf<typeof proposalDetailSchema>());

export const deleteProposal = (id: string): Promise<undefined> =>
  apiFetch(`/proposals/${encodeURIComponent(id)}`, { method: 'DELETE' }, sentAs<undefined>());

export const verifyProposal = (id: string): Promise<VerifyProposalResponseOnWire> =>
  apiFetch(path(id, 'verify'), {}, wireOf<typeof verifyProposalResponse>());

/** Every change refreshes the proposals lists and details (and the invoices an approval issues). */
function useProposalMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PROPOSALS_KEY });
      await queryClient.invalidateQueries({ queryKey: ['invoices'] });
    },
  });
}

export const useSendProposal = () => useProposalMutation(sendProposal);
export const useApproveProposal = () => useProposalMutation(approveProposal);
export const useRejectProposal = () => useProposalMutation(rejectProposal);
export const useDeleteProposal = () => useProposalMutation(deleteProposal);
export const useVerifyProposal = () => useMutation({ mutationFn: verifyProposal });
