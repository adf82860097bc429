import type {
  MarkNotificationsBody,
  MarkNotificationsResult,
  markNotificationsResponse,
} from '@agency/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { NOTIFICATIONS_QUERY_KEY } from './list-notifications';

export function markNotifications(body: MarkNotificationsBody): Promise<MarkNotificationsResult> {
  return apiFetch('/notifications/read', { method: 'POST', body }, wireOf<typeof markNotificationsResponse>());
}

function useInvalidateNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
}

export function useMarkNotifications() {
  const invalidate = useInvalidateNotifications();
  return useMutation({ mutationFn: markNotifications, onSettled: invalidate });
}
