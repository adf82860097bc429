import type { MessageOnWire, messageSchema, SendMessageBody } from '@agency/shared/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { BADGES_KEY, MESSAGES_KEY } from './keys';

export function sendMessage({ projectId, body }: { projectId: string; body: SendMessageBody }): Promise<MessageOnWire> {
  return apiFetch(
    `/projects/${encodeURIComponent(projectId)}/messages`,
    { method: 'POST', body },
    wireOf<typeof messageSchema>(),
  );
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
      await queryClient.invalidateQueries({ queryKey: BADGES_KEY });
    },
  });
}
