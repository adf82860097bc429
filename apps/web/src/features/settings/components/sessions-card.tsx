import type { ActiveSession } from '@agency/shared/auth';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/session';
import { useSessions } from '../api/list-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { deviceFrom } from '../device-label';

dayjs.extend(relativeTime);

/** Where this account is signed in, with a way to end any session but this one, or all of them at once. */
export function SessionsCard() {
  const sessions = useSessions();
  const currentId = useSession().data?.session.id;
  const revokeOthers = useRevokeOtherSessions();
  // This device first, then the most recently used.
  const sorted = [...(sessions.data ?? [])].sort(
    (a, b) => Number(b.id === currentId) - Number(a.id === currentId) || b.updatedAt.getTime() - a.updatedAt.getTime(),
  );
  const others = sorted.filter((session) => session.id !== currentId).length;

  const signOutElsewhere = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', message: 'You have been signed out on other devices.' }),
      onError: (error) =>
        notifications.show({ color: 'red', message: errorMessage(error, 'Other sessions could not be ended.') }),
    });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="sessions-title">
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Stack gap={4} maw={480}>
          <Title order={2} size="h4" id="sessions-title">
            Active sessions
          </Title>
          <Text size="sm" c="dimmed">
            The devices where you are signed in. If you do not recognise one, sign it out and change your password.
          </Text>
        </Stack>
        <Button variant="default" onClick={signOutElsewhere} loading={revokeOthers.isPending} disabled={others === 0}>
          Sign out elsewhere
        </Button>
      </Group>
      {sessions.isPending && <Loader size="sm" aria-label="Loading sessions" />}
      {sessions.isError && (
        <Alert color="red" variant="light">
          {errorMessage(sessions.error, 'Your sessions could not be loaded.')}
        </Alert>
      )}
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {sorted.map((session) => (
          <SessionRow key={session.id} session={session} current={session.id === currentId} />
        ))}
      </Stack>
    </Card>
  );
}

function SessionRow({ session, current }: { session: ActiveSession; current: boolean }) {
  const revoke = useRevokeSession();
  const device = deviceFrom(session.userAgent);
  const Icon = device.mobile ? IconDeviceMobile : IconDeviceDesktop;
  const details = [
    session.ipAddress ? `IP ${session.ipAddress}` : null,
    `Last active ${dayjs(session.updatedAt).fromNow()}`,
    `Signed in on ${dayjs(session.createdAt).format('D MMM YYYY')}`,
  ].filter(Boolean);

  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      aria-label={current ? `${device.label}, this device` : device.label}
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <ThemeIcon variant="light" color="gray" size="lg" radius="md" aria-hidden="true">
          <Icon size={20} stroke={1.5} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {device.label}
            </Text>
            {current && (
              <Badge size="sm" variant="light" color="green">
                This device
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {details.join(' · ')}
          </Text>
        </Stack>
      </Group>
      {!current && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() => revoke.mutate(session.id)}
          loading={revoke.isPending}
          aria-label={`Sign out ${device.label}`}
        >
          Sign out
        </Button>
      )}
    </Group>
  );
}
