import type {
  MarkNotificationsBody,
  MarkNotificationsResult,
  markNotificationsResponse,
} from '@agency/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { NOTIFICATIONS_QUERY_KEY, UNREAD_COUNT_QUERY_KEY } from './unread-count';

export function markNotificationsRead(body: MarkNotificationsBody): Promise<MarkNotificationsResult> {
  return apiFetch('/notifications/read', { method: 'POST', body }, wireOf<typeof markNotificationsResponse>());
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    // The answer carries the unread count after the change: the bell shows it at once.
    onSuccess: ({ unread }) => queryClient.setQueryData(UNREAD_COUNT_QUERY_KEY, { unread }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
