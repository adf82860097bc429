import { registrationOpenResponse } from '@agency/shared/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export function getRegistrationOpen(signal?: AbortSignal) {
  return apiFetch('/settings/registration-open', { signal }, registrationOpenResponse);
}

export const registrationOpenQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'registration-open'], queryFn: ({ signal }) => getRegistrationOpen(signal) });

export function useRegistrationOpen() {
  return useQuery(registrationOpenQueryOptions());
}
