import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, sentAs } from '../../../lib/api';
import { INTEGRATIONS_QUERY_KEY } from './list-integrations';

/** Connect or disconnect a catalogue entry that keeps a stored state (D22). */
export function setIntegrationStatus({ key, connected }: { key: string; connected: boolean }) {
  return apiFetch(
    `/integrations/${encodeURIComponent(key)}/status`,
    { method: 'PUT', body: { connected } },
    sentAs<{ ok: true }>(),
  );
}

export function useSetIntegrationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setIntegrationStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INTEGRATIONS_QUERY_KEY }),
  });
}
