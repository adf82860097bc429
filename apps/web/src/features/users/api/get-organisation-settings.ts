import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface OrganisationSettings {
  /** D4: off by default; when on, visitors may create CLIENT accounts only. */
  allowSelfRegistration: boolean;
}

export const ORGANISATION_SETTINGS_QUERY_KEY = ['settings', 'organisation'] as const;

export function getOrganisationSettings(signal?: AbortSignal): Promise<OrganisationSettings> {
  return apiFetch('/settings/organisation', { signal });
}

export const organisationSettingsQueryOptions = () =>
  queryOptions({ queryKey: ORGANISATION_SETTINGS_QUERY_KEY, queryFn: ({ signal }) => getOrganisationSettings(signal) });

export function useOrganisationSettings() {
  return useQuery(organisationSettingsQueryOptions());
}
