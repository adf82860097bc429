import {
  type ApproveProposalBody,
  type ProposalDetail,
  proposalDetailSchema,
  type RejectProposalBody,
  type VerifyProposalResponse,
  verifyProposalResponse,
} from '@agency/shared/proposals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api';
import { PROPOSALS_KEY } from './keys';

const path = (id: string, action: string) => `/proposals/${encodeURIComponent(id)}/${action}`;

export const sendProposal = (id: string): Promise<ProposalDetail> =>
  apiFetch(path(id, 'send'), { method: 'POST' }, proposalDetailSchema);

export const approveProposal = ({ id, body }: { id: string; body: ApproveProposalBody }): Promise<ProposalDetail> =>
  apiFetch(path(id, 'approve'), { method: 'POST', body }, proposalDetailSchema);

export const rejectProposal = ({ id, body }: { id: string; body: RejectProposalBody }): Promise<ProposalDetail> =>
  apiFetch(path(id, 'reject'), { method: 'POST', body }, proposalDetailSchema);

export const deleteProposal = (id: string): Promise<undefined> =>
  apiFetch(`/proposals/${encodeURIComponent(id)}`, { method: 'DELETE' }, z.undefined());

export const verifyProposal = (id: string): Promise<VerifyProposalResponse> =>
  apiFetch(path(id, 'verify'), {}, verifyProposalResponse);

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
