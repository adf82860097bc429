import type { UserListItem } from '@agency/shared/users';
import { ActionIcon, Menu, Modal, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDots, IconUserCheck, IconUserCog, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useDeactivateUser } from '../api/deactivate-user';
import { useReactivateUser } from '../api/reactivate-user';
import { EditAccessForm } from './edit-access-form';

/** Per-user changes; each one is audited on the server, and deactivation ends the user's sessions at once. */
export function UserActions({ user }: { user: UserListItem }) {
  const [editing, setEditing] = useState(false);
  const deactivate = useDeactivateUser();
  const reactivate = useReactivateUser();
  const notifyError = (fallback: string) => (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, fallback) });

  const confirmDeactivate = () =>
    modals.openConfirmModal({
      title: 'Deactivate user',
      children: (
        <Text size="sm">
          {user.email} will be signed out everywhere at once and will not be able to sign in until reactivated.
        </Text>
      ),
      labels: { confirm: 'Deactivate', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => deactivate.mutate(user.id, { onError: notifyError('The user could not be deactivated.') }),
    });

  const confirmReactivate = () =>
    modals.openConfirmModal({
      title: 'Reactivate user',
      children: <Text size="sm">{user.email} will be able to sign in again.</Text>,
      labels: { confirm: 'Reactivate', cancel: 'Cancel' },
      onConfirm: () => reactivate.mutate(user.id, { onError: notifyError('The user could not be reactivated.') }),
    });

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${user.email}`}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconUserCog size={16} />} onClick={() => setEditing(true)}>
            Change role or organisation
          </Menu.Item>
          {user.isActive ? (
            <Menu.Item color="red" leftSection={<IconUserOff size={16} />} onClick={confirmDeactivate}>
              Deactivate
            </Menu.Item>
          ) : (
            <Menu.Item leftSection={<IconUserCheck size={16} />} onClick={confirmReactivate}>
              Reactivate
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={editing}
        onClose={() => setEditing(false)}
        title={`Access for ${user.email}`}
        styles={{ title: { fontWeight: 700 } }}
      >
        <EditAccessForm user={user} onDone={() => setEditing(false)} />
      </Modal>
    </>
  );
}
