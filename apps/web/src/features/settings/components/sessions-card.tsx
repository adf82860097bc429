import type { ActiveSession } from '@agency/shared/auth';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/session';
import { useSessions } from '../api/list-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { deviceFrom } from '../device-label';

/** Where this account is signed in, with a way to end any session but this one, or all of them at once. */
export function SessionsCard() {
  const sessions = useSessions();
  const currentId = useSession().data?.session.id;
  const revokeOthers = useRevokeOtherSessions();
  const { t } = useTranslation(['settings', 'messages']);
  // This device first, then the most recently used.
  const sorted = [...(sessions.data ?? [])].sort(
    (a, b) => Number(b.id === currentId) - Number(a.id === currentId) || b.updatedAt.getTime() - a.updatedAt.getTime(),
  );
  const others = sorted.filter((session) => session.id !== currentId).length;

  const signOutElsewhere = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', message: t('sessions.signedOutElsewhere') }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t('sessions.endFailed')) }),
    });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="sessions-title">
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Stack gap={4} maw={480}>
          <Title order={2} size="h4" id="sessions-title">
            {t('sessions.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('sessions.intro')}
          </Text>
        </Stack>
        <Button variant="default" onClick={signOutElsewhere} loading={revokeOthers.isPending} disabled={others === 0}>
          {t('sessions.signOutElsewhere')}
        </Button>
      </Group>
      {sessions.isPending && <Loader size="sm" role="status" aria-label={t('sessions.loading')} />}
      {sessions.isError && (
        <Alert color="red" variant="light">
          {errorMessage(sessions.error, t('sessions.loadFailed'))}
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
  const { t } = useTranslation('settings');
  const format = useFormat();
  const device = deviceFrom(session.userAgent);
  const label =
    device.browser && device.system
      ? t('sessions.deviceOn', { browser: device.browser, system: device.system })
      : (device.browser ?? device.system ?? t('sessions.unknownDevice'));
  const Icon = device.mobile ? IconDeviceMobile : IconDeviceDesktop;
  const details = [
    session.ipAddress ? t('sessions.ip', { ip: session.ipAddress }) : null,
    t('sessions.lastActive', { when: format.fromNow(session.updatedAt) }),
    t('sessions.signedInOn', { date: format.date(session.createdAt) }),
  ].filter(Boolean);

  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      aria-label={current ? t('sessions.thisDeviceLabel', { device: label }) : label}
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <ThemeIcon variant="light" color="gray" size="lg" radius="md" aria-hidden="true">
          <Icon size={20} stroke={1.5} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {label}
            </Text>
            {current && (
              <Badge size="sm" variant="light" color="green">
                {t('sessions.thisDevice')}
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
          // German and French say "sign out" at length: the row's text gives way, never the button's.
          style={{ flexShrink: 0 }}
          aria-label={t('sessions.signOutDevice', { device: label })}
        >
          {t('sessions.signOut')}
        </Button>
      )}
    </Group>
  );
}
