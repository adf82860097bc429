import { ROLES, type Role } from '@agency/shared/enums';
import type { UserListItem } from '@agency/shared/users';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { ROLE_LABELS } from '../../../config/roles';
import { errorMessage } from '../../../lib/error-message';
import { useUpdateUser } from '../api/update-user';
import { OrganisationSelect } from './organisation-select';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Role and, for a CLIENT, the organisation whose projects they see (D5). */
export function EditAccessForm({ user, onDone }: { user: UserListItem; onDone: () => void }) {
  const [role, setRole] = useState<Role>(user.role);
  const [clientId, setClientId] = useState<string | null>(user.clientId);
  const update = useUpdateUser();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: user.id, role, ...(role === 'CLIENT' ? { clientId } : {}) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: `Access for ${user.email} was updated.` });
          onDone();
        },
      },
    );
  };

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
          value={role}
          onChange={(value) => value && setRole(value as Role)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {role === 'CLIENT' ? (
          <OrganisationSelect value={clientId} onChange={setClientId} />
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
