// The signed-in user's own status (001 §4), read and set from the account menu's Status section. Apart from
// presence.ts, whose dots the first screen shows: these load with the menu (issue #8).
import type { myPresenceResponse, PresenceChoice } from '@agency/shared/live';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from './api';
import { PRESENCE_QUERY_KEY } from './presence';

export const MY_PRESENCE_QUERY_KEY = [...PRESENCE_QUERY_KEY, 'me'] as const;

export function useMyPresence() {
  return useQuery({
    queryKey: MY_PRESENCE_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch('/me/presence', { signal }, wireOf<typeof myPresenceResponse>()),
  });
}

export function useSetPresence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: PresenceChoice) =>
      apiFetch('/me/presence', { method: 'PUT', body: { choice } }, wireOf<typeof myPresenceResponse>()),
    onSuccess: (data) => queryClient.setQueryData(MY_PRESENCE_QUERY_KEY, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRESENCE_QUERY_KEY }),
  });
}
