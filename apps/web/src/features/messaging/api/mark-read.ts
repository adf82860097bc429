import type { markReadResponse } from '@agency/shared/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { BADGES_KEY, MESSAGES_KEY } from './keys';

export function markRead({ projectId, messageId }: { projectId: string; messageId: string }) {
  return apiFetch(
    `/projects/${encodeURIComponent(projectId)}/messages/read`,
    { method: 'POST', body: { messageId } },
    wireOf<typeof markReadResponse>(),
  );
}

/** Moves the reader's marker to the newest message shown; unread counts and the sidebar badge follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...MESSAGES_KEY, 'threads'] });
      await queryClient.invalidateQueries({ queryKey: BADGES_KEY });
    },
  });
}
