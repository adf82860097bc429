import type { registrationOpenResponse } from '@agency/shared/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';

export function getRegistrationOpen(signal?: AbortSignal) {
  return apiFetch('/settings/registration-open', { signal }, wireOf<typeof registrationOpenResponse>());
}

export const registrationOpenQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'registration-open'], queryFn: ({ signal }) => getRegistrationOpen(signal) });

export function useRegistrationOpen() {
  return useQuery(registrationOpenQueryOptions());
}
