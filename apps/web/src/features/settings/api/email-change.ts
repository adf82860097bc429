// My Profile › Change e-mail: GET and POST /api/me/email-change, POST /api/me/email-change/confirm.
import type {
  ConfirmEmailChangeBody,
  pendingEmailChangeSchema,
  RequestEmailChangeBody,
} from '@agency/shared/email-change';
import type { ProfileOnWire, profileSchema } from '@agency/shared/profile';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { PROFILE_QUERY_KEY } from './profile';

export const PENDING_EMAIL_CHANGE_KEY = ['me', 'email-change'] as const;

export const pendingEmailChangeOptions = () =>
  queryOptions({
    queryKey: PENDING_EMAIL_CHANGE_KEY,
    queryFn: ({ signal }) => apiFetch('/me/email-change', { signal }, wireOf<typeof pendingEmailChangeSchema>()),
  });

/** The change waiting for its link (My Profile says where the link went). */
export function usePendingEmailChange() {
  return useQuery(pendingEmailChangeOptions());
}

export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestEmailChangeBody) =>
      apiFetch('/me/email-change', { method: 'POST', body }, wireOf<typeof pendingEmailChangeSchema>()),
    onSuccess: (pending) => queryClient.setQueryData(PENDING_EMAIL_CHANGE_KEY, pending),
  });
}

/** Opens the link: the new address shows at once on My Profile, in the header's session and wherever /me is read. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmEmailChangeBody) =>
      apiFetch('/me/email-change/confirm', { method: 'POST', body }, wireOf<typeof profileSchema>()),
    onSuccess: (profile: ProfileOnWire) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      queryClient.setQueryData(PENDING_EMAIL_CHANGE_KEY, { pending: null });
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['me'], exact: true });
    },
  });
}
