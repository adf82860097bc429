import type { listIntegrationsResponse } from '@agency/shared/integrations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';

export const INTEGRATIONS_QUERY_KEY = ['integrations'] as const;

export function listIntegrations(signal?: AbortSignal) {
  return apiFetch('/integrations', { signal }, wireOf<typeof listIntegrationsResponse>());
}

export const integrationsQueryOptions = () =>
  queryOptions({
    queryKey: [...INTEGRATIONS_QUERY_KEY, 'catalogue'],
    queryFn: ({ signal }) => listIntegrations(signal),
  });

export function useIntegrations() {
  return useQuery(integrationsQueryOptions());
}
