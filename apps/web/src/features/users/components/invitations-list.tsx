import type { Invitation } from '@agency/shared/invitations';
import { ActionIcon, Alert, Badge, Button, Card, Group, Loader, Menu, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDots } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { ROLE_COLORS, ROLE_LABELS } from '../../../config/roles';
import { errorMessage } from '../../../lib/error-message';
import { useIssueInvitationLink } from '../api/issue-invitation-link';
import { useInvitations } from '../api/list-invitations';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { InvitationLink } from './invitation-link';

const isExpired = (invitation: Invitation) => dayjs(invitation.expiresAt).isBefore(dayjs());

/** Invitations still waiting for their invitee, a page at a time; expired ones can be sent again with a fresh link. */
export function InvitationsList() {
  const invitations = useInvitations();
  const pending = (invitations.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (invitation) => invitation.status === 'pending',
  );

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
      {invitations.hasNextPage && (
        <Group justify="center" mt="sm">
          <Button
            variant="default"
            onClick={() => invitations.fetchNextPage()}
            loading={invitations.isFetchingNextPage}
          >
            Load more
          </Button>
        </Group>
      )}
    </Card>
  );
}

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const issueLink = useIssueInvitationLink();
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

  const onCopyLink = () =>
    modals.openConfirmModal({
      title: 'Copy a new invitation link',
      children: (
        <Text size="sm">
          A new link is made for {invitation.email}, for you to pass on yourself. The link in the invitation e-mail
          stops working.
        </Text>
      ),
      labels: { confirm: 'Make new link', cancel: 'Cancel' },
      onConfirm: () =>
        issueLink.mutate(invitation.id, {
          onSuccess: (link) => showLink(invitation.email, link.inviteUrl, link.expiresAt),
          onError: (error) =>
            notifications.show({ color: 'red', message: errorMessage(error, 'Could not make a new link.') }),
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
        {/* Copy link is the one way to reach an invitee without SMTP (D14), so it stays in sight on a phone too. */}
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="default" onClick={onCopyLink} loading={issueLink.isPending}>
            Copy link
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`More actions for ${invitation.email}`}
                loading={resend.isPending || revoke.isPending}
              >
                <IconDots size={18} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={onResend}>Resend</Menu.Item>
              {!expired && (
                <Menu.Item color="red" onClick={onRevoke}>
                  Revoke
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Copies a fresh link straight away (the click that asked for it allows that), and shows it to copy again. */
async function showLink(email: string, url: string, expiresAt: Date) {
  modals.open({
    title: 'Invitation link',
    size: 'lg',
    children: (
      <InvitationLink
        email={email}
        url={url}
        expiresAt={expiresAt}
        note="The link in the invitation e-mail no longer works; this one replaces it."
      />
    ),
  });
  const copied = await navigator.clipboard?.writeText(url).then(
    () => true,
    () => false,
  );
  if (copied) notifications.show({ color: 'green', message: `The new link for ${email} is copied to the clipboard.` });
}
