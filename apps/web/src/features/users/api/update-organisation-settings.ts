import type { organisationSettingsSchema, UpdateOrganisationSettingsBody } from '@agency/shared/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { ORGANISATION_SETTINGS_QUERY_KEY } from './get-organisation-settings';

export function updateOrganisationSettings(patch: UpdateOrganisationSettingsBody) {
  return apiFetch(
    '/settings/organisation',
    { method: 'PATCH', body: patch },
    wireOf<typeof organisationSettingsSchema>(),
  );
}

export function useUpdateOrganisationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganisationSettings,
    onSuccess: (settings) => queryClient.setQueryData(ORGANISATION_SETTINGS_QUERY_KEY, settings),
  });
}
