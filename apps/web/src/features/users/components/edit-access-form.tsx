import { ROLES } from '@agency/shared/enums';
import { type UpdateUserBody, type UserListItemOnWire, updateUserBody } from '@agency/shared/users';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isClientUser } from '../../../config/roles';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { useUpdateUser } from '../api/update-user';
import { OrganisationSelect } from './organisation-select';

/** Role and, for a CLIENT, the organisation whose projects they see (D5). */
export function EditAccessForm({ user, onDone }: { user: UserListItemOnWire; onDone: () => void }) {
  const form = useSchemaForm<UpdateUserBody>(updateUserBody, {
    initialValues: { role: user.role, clientId: user.clientId },
  });
  const update = useUpdateUser();
  const { t } = useTranslation(['users', 'ui', 'common', 'messages']);
  const roleOptions = ROLES.map((value) => ({ value, label: t(`ui:roles.${value}`) }));
  const { role, clientId } = form.getValues();

  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: user.id, role: values.role, ...(isClientUser(values.role) ? { clientId: values.clientId } : {}) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('access.updated', { email: user.email }) });
          onDone();
        },
        onError: (error) => showServerErrors(form, error),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {update.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(update.error, t('access.failed'))}
          </Alert>
        )}
        <Select
          label={t('fields.role')}
          data={roleOptions}
          {...form.getInputProps('role')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {isClientUser(role) ? (
          <OrganisationSelect
            value={clientId ?? null}
            onChange={(value) => form.setFieldValue('clientId', value)}
            error={form.errors.clientId}
          />
        ) : (
          user.clientId && (
            <Text size="sm" c="dimmed">
              {user.clientName ? t('access.detach', { organisation: user.clientName }) : t('access.detachCurrent')}
            </Text>
          )
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('access.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
