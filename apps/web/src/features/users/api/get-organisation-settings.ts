import type { organisationSettingsSchema } from '@agency/shared/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';

export const ORGANISATION_SETTINGS_QUERY_KEY = ['settings', 'organisation'] as const;

export function getOrganisationSettings(signal?: AbortSignal) {
  return apiFetch('/settings/organisation', { signal }, wireOf<typeof organisationSettingsSchema>());
}

export const organisationSettingsQueryOptions = () =>
  queryOptions({ queryKey: ORGANISATION_SETTINGS_QUERY_KEY, queryFn: ({ signal }) => getOrganisationSettings(signal) });

export function useOrganisationSettings() {
  return useQuery(organisationSettingsQueryOptions());
}
