import type { DeleteAccountBody } from '@agency/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, sentAs } from '../../../lib/api';
import { SESSION_QUERY_KEY } from '../../../lib/session';

/** Delete Account: the account and its sessions end on the server; this browser forgets everything it held. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) =>
      apiFetch('/me/delete-account', { method: 'POST', body }, sentAs<undefined>()),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });
}
