import { listClientsResponse } from '@agency/shared/clients';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { PAYMENT_KEYS } from './keys';

/** The organisations an admin can pick on the plan and payment-method screens (first 100 by name). */
export function useClientOptions(enabled: boolean) {
  return useQuery({
    queryKey: PAYMENT_KEYS.clientOptions,
    queryFn: ({ signal }) => apiFetch('/clients?limit=100&sort=name', { signal }, listClientsResponse),
    enabled,
    select: (page) => page.items.map((client) => ({ value: client.id, label: client.name })),
  });
}
