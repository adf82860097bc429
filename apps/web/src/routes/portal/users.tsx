import { ROLES } from '@agency/shared/enums';
import { can } from '@agency/shared/permissions';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { getQueryClient } from '../../app/query-client';
import { PortalPage } from '../../components/portal-page';
import { requireRole } from '../../features/auth/guards';
import { InvitationsList } from '../../features/users/components/invitations-list';
import { InviteUserForm } from '../../features/users/components/invite-user-form';
import { RegistrationSwitch } from '../../features/users/components/registration-switch';
import { UsersTable } from '../../features/users/components/users-table';
import { pageMeta } from '../../lib/meta';
import { useSession } from '../../lib/session';

const TITLE = 'Users';
const DESCRIPTION = 'Invite people, change their role or organisation, and deactivate accounts that should end.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

// The roles the permission map lets manage users; the API enforces the same map (D6).
const MANAGERS = ROLES.filter((role) => can(role, 'user:manage'));

export const clientLoader = async () => {
  await requireRole(getQueryClient(), MANAGERS, () => '/dashboard');
  return null;
};

export default function UsersPage() {
  const [inviting, invite] = useDisclosure(false);
  const userId = useSession().data?.user.id ?? '';

  return (
    <PortalPage title={TITLE} description={DESCRIPTION}>
      <Group>
        <Button leftSection={<IconUserPlus size={18} aria-hidden="true" />} onClick={invite.open}>
          Invite user
        </Button>
      </Group>
      <Stack gap="lg">
        <InvitationsList />
        <UsersTable currentUserId={userId} />
        <RegistrationSwitch />
      </Stack>
      <Modal opened={inviting} onClose={invite.close} title="Invite user" styles={{ title: { fontWeight: 700 } }}>
        <InviteUserForm onDone={invite.close} />
      </Modal>
    </PortalPage>
  );
}
