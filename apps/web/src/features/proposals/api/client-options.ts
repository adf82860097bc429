import { listClientsResponse } from '@agency/shared/clients';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** The clients a proposal can be addressed to (staff), by name, for the form's picker. */
export function useClientOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['clients', 'options', 'proposals'],
    queryFn: ({ signal }) => apiFetch('/clients?sort=name&limit=100', { signal }, listClientsResponse),
    enabled,
    select: (page) => page.items.map((client) => ({ value: client.id, label: client.name })),
  });
}
