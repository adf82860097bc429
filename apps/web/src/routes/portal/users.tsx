import type { InvitationWithLink } from '@agency/shared/invitations';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconUserPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PortalPage } from '../../components/portal-page';
import { InvitationLink } from '../../features/users/components/invitation-link';
import { InvitationsList } from '../../features/users/components/invitations-list';
import { InviteUserForm } from '../../features/users/components/invite-user-form';
import { RegistrationSwitch } from '../../features/users/components/registration-switch';
import { UsersTable } from '../../features/users/components/users-table';
import { pageMeta } from '../../lib/meta';
import { useSession } from '../../lib/session';

const TITLE = 'Users';
const DESCRIPTION = 'Invite people, change their role or organisation, and deactivate accounts that should end.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

export default function UsersPage() {
  const [inviting, invite] = useDisclosure(false);
  const userId = useSession().data?.user.id ?? '';
  const { t } = useTranslation(['users', 'common']);

  return (
    <PortalPage title={t('page.title')} description={t('page.description')}>
      <Group>
        <Button leftSection={<IconUserPlus size={18} aria-hidden="true" />} onClick={invite.open}>
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
        <InviteUserForm onDone={invite.close} onInvited={(invitation) => showLinkWhenUndelivered(invitation, t)} />
      </Modal>
    </PortalPage>
  );
}

/** Without mail delivery the invitee never gets the e-mail (D14): hand the admin the link right away. */
function showLinkWhenUndelivered(invitation: InvitationWithLink, t: TFunction<'users'>) {
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
