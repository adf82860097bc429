import { type Message, messageSchema, type RequestApprovalBody } from '@agency/shared/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { MESSAGES_KEY, PROJECTS_KEY } from './keys';

export function requestApproval({
  projectId,
  body,
}: {
  projectId: string;
  body: RequestApprovalBody;
}): Promise<Message> {
  return apiFetch(`/projects/${encodeURIComponent(projectId)}/approvals`, { method: 'POST', body }, messageSchema);
}

export function useRequestApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestApproval,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
      await queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
    },
  });
}
