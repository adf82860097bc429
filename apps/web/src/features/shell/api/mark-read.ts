import type { MarkNotificationsBody } from '@agency/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api';
import { NOTIFICATIONS_QUERY_KEY } from './unread-count';

// The contract answers 204 (apiFetch reads it as undefined) or a small JSON body; the bell needs neither.
const markedResponse = z.unknown();

export function markNotificationsRead(body: MarkNotificationsBody): Promise<unknown> {
  return apiFetch('/notifications/read', { method: 'POST', body }, markedResponse);
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
