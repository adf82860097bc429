import type { DecideApprovalBody, MessageOnWire, messageSchema } from '@agency/shared/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { MESSAGES_KEY, PROJECTS_KEY } from './keys';

export function decideApproval({ id, body }: { id: string; body: DecideApprovalBody }): Promise<MessageOnWire> {
  return apiFetch(
    `/approvals/${encodeURIComponent(id)}/decision`,
    { method: 'POST', body },
    wireOf<typeof messageSchema>(),
  );
}

export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApproval,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
      await queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
    },
  });
}
