import type { MessageOnWire, messageSchema, RequestApprovalBody } from '@agency/shared/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { MESSAGES_KEY, PROJECTS_KEY } from './keys';

export function requestApproval({
  projectId,
  body,
}: {
  projectId: string;
  body: RequestApprovalBody;
}): Promise<MessageOnWire> {
  return apiFetch(
    `/projects/${encodeURIComponent(projectId)}/approvals`,
    { method: 'POST', body },
    wireOf<typeof messageSchema>(),
  );
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
