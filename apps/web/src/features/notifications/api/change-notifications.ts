import type {
  ArchiveNotificationsBody,
  ChangeNotificationsResult,
  changeNotificationsResponse,
  DeleteNotificationsBody,
} from '@agency/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { NOTIFICATIONS_QUERY_KEY } from './list-notifications';

export function archiveNotifications(body: ArchiveNotificationsBody): Promise<ChangeNotificationsResult> {
  return apiFetch('/notifications/archive', { method: 'POST', body }, wireOf<typeof changeNotificationsResponse>());
}

export function deleteNotifications(body: DeleteNotificationsBody): Promise<ChangeNotificationsResult> {
  return apiFetch('/notifications/delete', { method: 'POST', body }, wireOf<typeof changeNotificationsResponse>());
}

/** Every change refreshes everything under ['notifications']: the page, the panel, the bell and its count. */
export function useNotificationsChange<T, R>(mutationFn: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}

export const useArchiveNotifications = () => useNotificationsChange(archiveNotifications);
export const useDeleteNotifications = () => useNotificationsChange(deleteNotifications);
