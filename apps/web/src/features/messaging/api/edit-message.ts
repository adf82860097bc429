import type { EditMessageBody, MessageOnWire, messageSchema } from '@agency/shared/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { MESSAGES_KEY } from './keys';

export function editMessage({ id, body }: { id: string; body: EditMessageBody }): Promise<MessageOnWire> {
  return apiFetch(`/messages/${encodeURIComponent(id)}`, { method: 'PATCH', body }, wireOf<typeof messageSchema>());
}

export function useEditMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}
