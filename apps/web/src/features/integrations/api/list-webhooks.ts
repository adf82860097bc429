import type { listWebhooksResponse } from '@agency/shared/integrations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { INTEGRATIONS_QUERY_KEY } from './list-integrations';

export function listWebhooks(signal?: AbortSignal) {
  return apiFetch('/webhooks?limit=100', { signal }, wireOf<typeof listWebhooksResponse>());
}

export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: [...INTEGRATIONS_QUERY_KEY, 'webhooks'], queryFn: ({ signal }) => listWebhooks(signal) });

export function useWebhooks() {
  return useQuery(webhooksQueryOptions());
}
