import { type EditMessageBody, type Message, messageSchema } from '@agency/shared/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { MESSAGES_KEY } from './keys';

export function editMessage({ id, body }: { id: string; body: EditMessageBody }): Promise<Message> {
  return apiFetch(`/messages/${encodeURIComponent(id)}`, { method: 'PATCH', body }, messageSchema);
}

export function useEditMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}
