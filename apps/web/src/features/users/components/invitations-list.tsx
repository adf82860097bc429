import type { InvitationOnWire } from '@agency/shared/invitations';
import { ActionIcon, Alert, Badge, Button, Card, Group, Loader, Menu, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDots } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ROLE_COLORS } from '../../../config/roles';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { useIssueInvitationLink } from '../api/issue-invitation-link';
import { useInvitations } from '../api/list-invitations';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { InvitationLink } from './invitation-link';

const isExpired = (invitation: InvitationOnWire) => new Date(invitation.expiresAt).getTime() < Date.now();

/** Invitations still waiting for their invitee, a page at a time; expired ones can be sent again with a fresh link. */
export function InvitationsList() {
  const invitations = useInvitations();
  const { t } = useTranslation(['users', 'ui', 'common', 'messages']);
  const pending = (invitations.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (invitation) => invitation.status === 'pending',
  );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="invitations-title">
      <Title order={2} size="h4" id="invitations-title" mb="sm">
        {t('invitations.title')}
      </Title>
      {invitations.isPending && <Loader size="sm" role="status" aria-label={t('invitations.loading')} />}
      {invitations.isError && (
        <Alert color="red" variant="light">
          {errorMessage(invitations.error, t('invitations.loadFailed'))}
        </Alert>
      )}
      {invitations.isSuccess && pending.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('invitations.none')}
        </Text>
      )}
      {pending.length > 0 && (
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invitations.invitee')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('fields.role')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('invitations.link')}</Table.Th>
              <Table.Th>
                <span className="visually-hidden">{t('fields.actions')}</span>
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
            {t('ui:loadMore')}
          </Button>
        </Group>
      )}
    </Card>
  );
}

function InvitationRow({ invitation }: { invitation: InvitationOnWire }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const issueLink = useIssueInvitationLink();
  const { t } = useTranslation(['users', 'ui', 'common', 'messages']);
  const format = useFormat();
  const expired = isExpired(invitation);
  const name = `${invitation.firstName} ${invitation.lastName}`.trim();
  const linkState = expired
    ? t('invitations.expired')
    : t('invitations.expires', { date: format.date(invitation.expiresAt) });
  const email = invitation.email;

  const onResend = () =>
    resend.mutate(invitation.id, {
      onSuccess: () => notifications.show({ color: 'green', message: t('invitations.resent', { email }) }),
      onError: (error) =>
        notifications.show({ color: 'red', message: errorMessage(error, t('invitations.resendFailed')) }),
    });

  const onRevoke = () =>
    modals.openConfirmModal({
      title: t('invitations.revokeTitle'),
      children: <Text size="sm">{t('invitations.revokeText', { email })}</Text>,
      labels: { confirm: t('invitations.revoke'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(invitation.id, {
          onError: (error) =>
            notifications.show({ color: 'red', message: errorMessage(error, t('invitations.revokeFailed')) }),
        }),
    });

  const onCopyLink = () =>
    modals.openConfirmModal({
      title: t('invitations.newLinkTitle'),
      children: <Text size="sm">{t('invitations.newLinkText', { email })}</Text>,
      labels: { confirm: t('invitations.makeLink'), cancel: t('common:actions.cancel') },
      onConfirm: () =>
        issueLink.mutate(invitation.id, {
          onSuccess: (link) => showLink(email, link.inviteUrl, link.expiresAt, t),
          onError: (error) =>
            notifications.show({ color: 'red', message: errorMessage(error, t('invitations.makeLinkFailed')) }),
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
            {t(`ui:roles.${invitation.role}`)} · {linkState}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Badge color={ROLE_COLORS[invitation.role]} variant="light">
          {t(`ui:roles.${invitation.role}`)}
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
            {t('invitations.copyLink')}
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('invitations.moreActions', { email })}
                loading={resend.isPending || revoke.isPending}
              >
                <IconDots size={18} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={onResend}>{t('invitations.resend')}</Menu.Item>
              {!expired && (
                <Menu.Item color="red" onClick={onRevoke}>
                  {t('invitations.revoke')}
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
async function showLink(
  email: string,
  url: string,
  expiresAt: string | Date,
  t: TFunction<['users', 'ui', 'common', 'messages']>,
) {
  modals.open({
    title: t('link.title'),
    size: 'lg',
    children: <InvitationLink email={email} url={url} expiresAt={expiresAt} note={t('link.replaced')} />,
  });
  const copied = await navigator.clipboard?.writeText(url).then(
    () => true,
    () => false,
  );
  if (copied) notifications.show({ color: 'green', message: t('link.copiedToClipboard', { email }) });
}
