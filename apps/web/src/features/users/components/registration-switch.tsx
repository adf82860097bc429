import { Alert, Card, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useOrganisationSettings } from '../api/get-organisation-settings';
import { useUpdateOrganisationSettings } from '../api/update-organisation-settings';

/** D4: registration is off by default; an admin may open it, for CLIENT accounts only. */
export function RegistrationSwitch() {
  const settings = useOrganisationSettings();
  const update = useUpdateOrganisationSettings();
  const { t } = useTranslation(['users', 'common', 'messages']);
  const checked = update.isPending
    ? Boolean(update.variables.allowSelfRegistration)
    : settings.data?.allowSelfRegistration;

  return (
    <Card withBorder radius="md" padding="lg">
      <Switch
        label={t('registration.label')}
        description={t('registration.description')}
        checked={Boolean(checked)}
        disabled={settings.isPending || settings.isError || update.isPending}
        onChange={(event) => update.mutate({ allowSelfRegistration: event.currentTarget.checked })}
      />
      {(settings.isError || update.isError) && (
        <Alert color="red" variant="light" mt="sm">
          <Text size="sm">{errorMessage(settings.error ?? update.error, t('registration.failed'))}</Text>
        </Alert>
      )}
    </Card>
  );
}
