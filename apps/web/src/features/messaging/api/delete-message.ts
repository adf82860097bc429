import { type Message, messageSchema } from '@agency/shared/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { MESSAGES_KEY } from './keys';

export function deleteMessage(id: string): Promise<Message> {
  return apiFetch(`/messages/${encodeURIComponent(id)}`, { method: 'DELETE' }, messageSchema);
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}
