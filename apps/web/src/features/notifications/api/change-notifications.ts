import type {
  ArchiveNotificationsBody,
  ChangeNotificationsResult,
  ClearNotificationsBody,
  changeNotificationsResponse,
  DeleteNotificationsBody,
} from '@agency/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { NOTIFICATIONS_QUERY_KEY } from './list-notifications';
import { markNotifications } from './mark-notifications';

export function archiveNotifications(body: ArchiveNotificationsBody): Promise<ChangeNotificationsResult> {
  return apiFetch('/notifications/archive', { method: 'POST', body }, wireOf<typeof changeNotificationsResponse>());
}

export function deleteNotifications(body: DeleteNotificationsBody): Promise<ChangeNotificationsResult> {
  return apiFetch('/notifications/delete', { method: 'POST', body }, wireOf<typeof changeNotificationsResponse>());
}

export function clearNotifications(body: ClearNotificationsBody): Promise<ChangeNotificationsResult> {
  return apiFetch('/notifications/clear', { method: 'POST', body }, wireOf<typeof changeNotificationsResponse>());
}

/** Every change refreshes everything under ['notifications']: the page, the panel, the bell and its count. */
function useNotificationsChange<T, R>(mutationFn: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}

export const useArchiveNotifications = () => useNotificationsChange(archiveNotifications);
export const useDeleteNotifications = () => useNotificationsChange(deleteNotifications);
export const useClearNotifications = () => useNotificationsChange(clearNotifications);

export type BulkAction = 'read' | 'unread' | 'archive' | 'restore' | 'delete';

/** The endpoints take a hundred ids at a time: a larger selection goes in rounds. */
const CHUNK = 100;

async function applyBulk({ action, ids }: { action: BulkAction; ids: string[] }): Promise<number> {
  let updated = 0;
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const result =
      action === 'read' || action === 'unread'
        ? await markNotifications({ ids: chunk, read: action === 'read' })
        : action === 'delete'
          ? await deleteNotifications({ ids: chunk })
          : await archiveNotifications({ ids: chunk, archived: action === 'archive' });
    updated += result.updated;
  }
  return updated;
}

/** The page's bulk actions over the selected notifications. */
export const useBulkNotifications = () => useNotificationsChange(applyBulk);
