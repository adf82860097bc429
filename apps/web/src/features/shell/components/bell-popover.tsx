import type { NotificationOnWire } from '@agency/shared/notifications';
import { Anchor, Box, Divider, Group, Loader, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Intent } from '../../../components/on-intent';
import { useFormat } from '../../../i18n/format';
import { useLatestNotifications } from '../api/latest-notifications';
import { useMarkNotificationsRead } from '../api/mark-read';
import { BellButton, BellIndicator, NOTIFICATIONS_PATH } from './notifications-bell';
import classes from './notifications-bell.module.css';

/** The bell's popover (notifications-bell.tsx), loaded on first use. */
export function BellPopover({ unread, label, intent }: { unread: number; label: string; intent: Intent }) {
  const { t } = useTranslation('shell');
  const [opened, popover] = useDisclosure(intent.opened);

  return (
    <Popover position="bottom-end" width={340} shadow="md" opened={opened} onChange={popover.toggle} withinPortal>
      <BellIndicator unread={unread}>
        <Popover.Target>
          <BellButton label={label} onClick={popover.toggle} autoFocus={intent.focused} />
        </Popover.Target>
      </BellIndicator>
      <Popover.Dropdown p={0} aria-label={t('bell.title')} role="dialog">
        <LatestNotifications open={opened} onClose={popover.close} />
      </Popover.Dropdown>
    </Popover>
  );
}

function LatestNotifications({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const latest = useLatestNotifications(open);
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();

  const openOne = (notification: NotificationOnWire) => {
    if (!notification.read) markRead.mutate({ ids: [notification.id], read: true });
    onClose();
    if (notification.actionUrl) navigate(notification.actionUrl);
  };

  return (
    <Stack gap={0}>
      <Text fw={600} px="md" py="sm">
        {t('bell.title')}
      </Text>
      <Divider />
      {latest.isPending ? (
        <Group justify="center" py="lg">
          <Loader size="sm" aria-label={t('bell.loading')} />
        </Group>
      ) : latest.isError ? (
        <Text size="sm" c="dimmed" px="md" py="lg" ta="center">
          {t('bell.loadError')}
        </Text>
      ) : latest.data.items.length === 0 ? (
        <Text size="sm" c="dimmed" px="md" py="lg" ta="center">
          {t('bell.empty')}
        </Text>
      ) : (
        <Box component="ul" className={classes.list}>
          {latest.data.items.map((notification) => (
            <li key={notification.id}>
              <NotificationRow notification={notification} onOpen={() => openOne(notification)} />
            </li>
          ))}
        </Box>
      )}
      <Divider />
      <Anchor component={Link} to={NOTIFICATIONS_PATH} onClick={onClose} size="sm" ta="center" py="sm">
        {t('bell.viewAll')}
      </Anchor>
    </Stack>
  );
}

function NotificationRow({ notification, onOpen }: { notification: NotificationOnWire; onOpen: () => void }) {
  const { t } = useTranslation('shell');
  const format = useFormat();
  return (
    <button type="button" className={classes.row} onClick={onOpen} data-unread={!notification.read || undefined}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <span className={classes.dot} data-level={notification.level} aria-hidden="true" />
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={notification.read ? 400 : 600} lineClamp={1}>
            {!notification.read && <span className="visually-hidden">{t('bell.unread')} </span>}
            {notification.title}
          </Text>
          {notification.message && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {notification.message}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {format.dateTime(notification.createdAt)}
          </Text>
        </Stack>
      </Group>
    </button>
  );
}
