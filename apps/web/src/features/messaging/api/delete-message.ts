import type { MessageOnWire, messageSchema } from '@agency/shared/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { MESSAGES_KEY } from './keys';

export function deleteMessage(id: string): Promise<MessageOnWire> {
  return apiFetch(`/messages/${encodeURIComponent(id)}`, { method: 'DELETE' }, wireOf<typeof messageSchema>());
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}
