import type { meSchema } from '@agency/shared/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';

export function getMe(signal?: AbortSignal) {
  return apiFetch('/me', { signal }, wireOf<typeof meSchema>());
}

export const meQueryOptions = () => queryOptions({ queryKey: ['me'], queryFn: ({ signal }) => getMe(signal) });

export function useMe() {
  return useQuery(meQueryOptions());
}
