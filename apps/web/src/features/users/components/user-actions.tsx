import type { UserListItemOnWire } from '@agency/shared/users';
import { ActionIcon, Center, Loader, Menu, Modal, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDots, IconId, IconUserCheck, IconUserCog, IconUserOff } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadOnIntent } from '../../../components/when-opened';
import { errorMessage } from '../../../lib/error-message';
import { useDeactivateUser } from '../api/deactivate-user';
import { useReactivateUser } from '../api/reactivate-user';

// The form loads when the dialog first opens (issue #19): zod and the form are not on the table's first paint.
const loadForm = () => import('./edit-access-form');
const EditAccessForm = lazy(() => loadForm().then((m) => ({ default: m.EditAccessForm })));
const loadIdentityForm = () => import('./edit-identity-form');
const EditIdentityForm = lazy(() => loadIdentityForm().then((m) => ({ default: m.EditIdentityForm })));

/** Per-user changes; each one is audited on the server, and deactivation ends the user's sessions at once. */
export function UserActions({ user }: { user: UserListItemOnWire }) {
  const [editing, setEditing] = useState<'access' | 'identity' | null>(null);
  const deactivate = useDeactivateUser();
  const reactivate = useReactivateUser();
  const { t } = useTranslation(['users', 'common', 'messages']);
  const email = user.email;
  const notifyError = (fallback: string) => (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, fallback) });

  const confirmDeactivate = () =>
    modals.openConfirmModal({
      title: t('actions.deactivateTitle'),
      children: <Text size="sm">{t('actions.deactivateText', { email })}</Text>,
      labels: { confirm: t('actions.deactivate'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => deactivate.mutate(user.id, { onError: notifyError(t('actions.deactivateFailed')) }),
    });

  const confirmReactivate = () =>
    modals.openConfirmModal({
      title: t('actions.reactivateTitle'),
      children: <Text size="sm">{t('actions.reactivateText', { email })}</Text>,
      labels: { confirm: t('actions.reactivate'), cancel: t('common:actions.cancel') },
      onConfirm: () => reactivate.mutate(user.id, { onError: notifyError(t('actions.reactivateFailed')) }),
    });

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('actions.label', { email })}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconId size={16} />}
            onClick={() => setEditing('identity')}
            {...preloadOnIntent(loadIdentityForm)}
          >
            {t('actions.editIdentity')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconUserCog size={16} />}
            onClick={() => setEditing('access')}
            {...preloadOnIntent(loadForm)}
          >
            {t('actions.changeAccess')}
          </Menu.Item>
          {user.isActive ? (
            <Menu.Item color="red" leftSection={<IconUserOff size={16} />} onClick={confirmDeactivate}>
              {t('actions.deactivate')}
            </Menu.Item>
          ) : (
            <Menu.Item leftSection={<IconUserCheck size={16} />} onClick={confirmReactivate}>
              {t('actions.reactivate')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <Modal
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'identity' ? t('identity.title', { email }) : t('access.title', { email })}
        styles={{ title: { fontWeight: 700 } }}
      >
        {/* On a slow connection the form's code may still be on its way: a spinner, not an empty dialog. */}
        <Suspense
          fallback={
            <Center py="lg">
              <Loader size="sm" />
            </Center>
          }
        >
          {editing === 'identity' ? (
            <EditIdentityForm user={user} onDone={() => setEditing(null)} />
          ) : (
            <EditAccessForm user={user} onDone={() => setEditing(null)} />
          )}
        </Suspense>
      </Modal>
    </>
  );
}
