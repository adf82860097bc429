import { ROLES } from '@agency/shared/enums';
import { type UpdateUserBody, type UserListItem, updateUserBody } from '@agency/shared/users';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ROLE_LABELS } from '../../../config/roles';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { useUpdateUser } from '../api/update-user';
import { OrganisationSelect } from './organisation-select';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Role and, for a CLIENT, the organisation whose projects they see (D5). */
export function EditAccessForm({ user, onDone }: { user: UserListItem; onDone: () => void }) {
  const form = useSchemaForm<UpdateUserBody>(updateUserBody, {
    initialValues: { role: user.role, clientId: user.clientId },
  });
  const update = useUpdateUser();
  const { role, clientId } = form.getValues();

  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: user.id, role: values.role, ...(values.role === 'CLIENT' ? { clientId: values.clientId } : {}) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: `Access for ${user.email} was updated.` });
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
            {errorMessage(update.error, 'The change could not be saved.')}
          </Alert>
        )}
        <Select
          label="Role"
          data={ROLE_OPTIONS}
          {...form.getInputProps('role')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {role === 'CLIENT' ? (
          <OrganisationSelect
            value={clientId ?? null}
            onChange={(value) => form.setFieldValue('clientId', value)}
            error={form.errors.clientId}
          />
        ) : (
          user.clientId && (
            <Text size="sm" c="dimmed">
              Staff do not belong to a client organisation: {user.clientName ?? 'the current one'} will be detached.
            </Text>
          )
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
