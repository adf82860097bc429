import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { ORGANISATION_SETTINGS_QUERY_KEY, type OrganisationSettings } from './get-organisation-settings';

export function updateOrganisationSettings(patch: Partial<OrganisationSettings>): Promise<OrganisationSettings> {
  return apiFetch('/settings/organisation', { method: 'PATCH', body: patch });
}

export function useUpdateOrganisationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganisationSettings,
    onSuccess: (settings) => queryClient.setQueryData(ORGANISATION_SETTINGS_QUERY_KEY, settings),
  });
}
