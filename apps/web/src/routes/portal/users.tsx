import type { InvitationWithLinkOnWire } from '@agency/shared/invitations';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconUserPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { getQueryClient } from '../../app/query-client';
import { PortalPage } from '../../components/portal-page';
import { preloadOnIntent } from '../../components/when-opened';
import { organisationSettingsQueryOptions } from '../../features/users/api/get-organisation-settings';
import { invitationsQueryOptions } from '../../features/users/api/list-invitations';
import { usersQueryOptions } from '../../features/users/api/list-users';
import { InvitationLink } from '../../features/users/components/invitation-link';
import { InvitationsList } from '../../features/users/components/invitations-list';
import { RegistrationSwitch } from '../../features/users/components/registration-switch';
import { UsersTable } from '../../features/users/components/users-table';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';
import { useSession } from '../../lib/session';

const TITLE = 'Users';
const DESCRIPTION = 'Invite people, change their role or organisation, and deactivate accounts that should end.';

// The invitation form loads when its dialog first opens (issue #19): zod and the form are not on the first paint.
const loadInviteForm = () => import('../../features/users/components/invite-user-form');
const InviteUserForm = lazy(() => loadInviteForm().then((m) => ({ default: m.InviteUserForm })));

/** The invitations, the first page of users (no search, every role) and the registration switch. */
export const clientLoader = () =>
  prefetchScreen(getQueryClient(), [
    invitationsQueryOptions(),
    usersQueryOptions({ q: '', role: null }),
    organisationSettingsQueryOptions(),
  ]);

export const shouldRevalidate = revalidateOnPathChange;

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

export default function UsersPage() {
  const [inviting, invite] = useDisclosure(false);
  const userId = useSession().data?.user.id ?? '';
  const { t } = useTranslation(['users', 'common']);

  return (
    <PortalPage title={t('page.title')} description={t('page.description')}>
      <Group>
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden="true" />}
          onClick={invite.open}
          {...preloadOnIntent(loadInviteForm)}
        >
          {t('invite.open')}
        </Button>
      </Group>
      <Stack gap="lg">
        <InvitationsList />
        <UsersTable currentUserId={userId} />
        <RegistrationSwitch />
      </Stack>
      <Modal
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        opened={inviting}
        onClose={invite.close}
        title={t('invite.open')}
        styles={{ title: { fontWeight: 700 } }}
      >
        <Suspense fallback={null}>
          <InviteUserForm onDone={invite.close} onInvited={(invitation) => showLinkWhenUndelivered(invitation, t)} />
        </Suspense>
      </Modal>
    </PortalPage>
  );
}

/** Without mail delivery the invitee never gets the e-mail (D14): hand the admin the link right away. */
function showLinkWhenUndelivered(invitation: InvitationWithLinkOnWire, t: TFunction<'users'>) {
  if (invitation.deliveryConfigured) return;
  modals.open({
    title: t('link.title'),
    size: 'lg',
    children: (
      <InvitationLink
        email={invitation.email}
        url={invitation.inviteUrl}
        expiresAt={invitation.expiresAt}
        note={t('link.undelivered')}
      />
    ),
  });
}
