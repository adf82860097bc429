import type {
  EmailPreferencesOnWire,
  emailPreferencesSchema,
  UpdateEmailPreferencesBody,
} from '@agency/shared/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';

/** Settings → Notifications (D19): per notification type, mailed immediately, in a daily digest, or never. */
export const NOTIFICATION_EMAILS_QUERY_KEY = ['settings', 'notification-emails'] as const;

export const notificationEmailsQueryOptions = () =>
  queryOptions({
    queryKey: NOTIFICATION_EMAILS_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiFetch('/me/notification-preferences', { signal }, wireOf<typeof emailPreferencesSchema>()),
  });

export function useNotificationEmails() {
  return useQuery(notificationEmailsQueryOptions());
}

export function updateNotificationEmails(body: UpdateEmailPreferencesBody): Promise<EmailPreferencesOnWire> {
  return apiFetch('/me/notification-preferences', { method: 'PATCH', body }, wireOf<typeof emailPreferencesSchema>());
}

export function useUpdateNotificationEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationEmails,
    // Shown at once; a failure puts the stored choice back.
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATION_EMAILS_QUERY_KEY });
      const before = queryClient.getQueryData<EmailPreferencesOnWire>(NOTIFICATION_EMAILS_QUERY_KEY);
      if (before) queryClient.setQueryData(NOTIFICATION_EMAILS_QUERY_KEY, { ...before, ...body });
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(NOTIFICATION_EMAILS_QUERY_KEY, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_EMAILS_QUERY_KEY, saved),
  });
}
