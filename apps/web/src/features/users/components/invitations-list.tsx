import type { Invitation } from '@agency/shared/invitations';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { ROLE_COLORS, ROLE_LABELS } from '../../../config/roles';
import { errorMessage } from '../../../lib/error-message';
import { useInvitations } from '../api/list-invitations';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';

const isExpired = (invitation: Invitation) => dayjs(invitation.expiresAt).isBefore(dayjs());

/** Invitations still waiting for their invitee; expired ones can be sent again with a fresh link. */
export function InvitationsList() {
  const invitations = useInvitations();
  const pending = (invitations.data?.items ?? []).filter((invitation) => invitation.status === 'pending');

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="invitations-title">
      <Title order={2} size="h4" id="invitations-title" mb="sm">
        Pending invitations
      </Title>
      {invitations.isPending && <Loader size="sm" aria-label="Loading invitations" />}
      {invitations.isError && (
        <Alert color="red" variant="light">
          {errorMessage(invitations.error, 'The invitations could not be loaded.')}
        </Alert>
      )}
      {invitations.isSuccess && pending.length === 0 && (
        <Text size="sm" c="dimmed">
          No pending invitations.
        </Text>
      )}
      {pending.length > 0 && (
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Invitee</Table.Th>
              <Table.Th visibleFrom="sm">Role</Table.Th>
              <Table.Th visibleFrom="sm">Link</Table.Th>
              <Table.Th>
                <span className="visually-hidden">Actions</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pending.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const expired = isExpired(invitation);
  const name = `${invitation.firstName} ${invitation.lastName}`.trim();
  const linkState = expired ? 'Expired' : `Expires ${dayjs(invitation.expiresAt).format('D MMM YYYY')}`;

  const onResend = () =>
    resend.mutate(invitation.id, {
      onSuccess: () => notifications.show({ color: 'green', message: `A new link was sent to ${invitation.email}.` }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, 'Could not resend.') }),
    });

  const onRevoke = () =>
    modals.openConfirmModal({
      title: 'Revoke invitation',
      children: <Text size="sm">The link sent to {invitation.email} will stop working.</Text>,
      labels: { confirm: 'Revoke', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(invitation.id, {
          onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, 'Could not revoke.') }),
        }),
    });

  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {name}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {invitation.email}
          </Text>
          <Text size="xs" c={expired ? 'red' : 'dimmed'} hiddenFrom="sm">
            {ROLE_LABELS[invitation.role]} · {linkState}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Badge color={ROLE_COLORS[invitation.role]} variant="light">
          {ROLE_LABELS[invitation.role]}
        </Badge>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm" c={expired ? 'red' : undefined}>
          {linkState}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="light" onClick={onResend} loading={resend.isPending}>
            Resend
          </Button>
          {!expired && (
            <Button size="xs" variant="subtle" color="red" onClick={onRevoke} loading={revoke.isPending}>
              Revoke
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
