import { ActionIcon, Anchor, Badge, Card, Collapse, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '../../../components/inline-alert';
import { errorMessage } from '../../../lib/error-message';
import { useLatestNotifications } from '../api/list-notifications';
import { useUnreadCount } from '../api/unread-count';
import { NotificationItem } from './notification-item';

/** The overview's notifications panel (001 §2): the latest five, expandable, with a link to the page when more. */
export function NotificationsPanel() {
  const { t } = useTranslation('notifications');
  const [open, { toggle }] = useDisclosure(true);
  const latest = useLatestNotifications();
  const unread = useUnreadCount().data?.unread;
  const items = latest.data?.items ?? [];
  const now = new Date();

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="overview-notifications">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Title order={2} size="h4" id="overview-notifications">
            {t('panel.title')}
          </Title>
          {unread !== undefined && unread > 0 && (
            <Badge
              variant="filled"
              color="blue"
              data-testid="panel-unread"
              aria-label={t('page.unreadBadge', { count: unread })}
            >
              {unread}
            </Badge>
          )}
        </Group>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={toggle}
          aria-expanded={open}
          aria-controls="overview-notifications-list"
          aria-label={open ? t('panel.collapse') : t('panel.expand')}
        >
          {open ? <IconChevronUp size={18} aria-hidden="true" /> : <IconChevronDown size={18} aria-hidden="true" />}
        </ActionIcon>
      </Group>
      <Collapse expanded={open} id="overview-notifications-list">
        <Stack gap={0} mt="xs">
          {latest.isPending && <Loader size="sm" my="md" role="status" aria-label={t('page.loading')} />}
          {latest.isError && (
            <InlineAlert color="red" title={t('page.loadFailed')} style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
              {errorMessage(latest.error, t('page.tryAgain'))}
            </InlineAlert>
          )}
          {latest.isSuccess && items.length === 0 && (
            <Text c="dimmed" size="sm" py="md">
              {t('empty.all')}
            </Text>
          )}
          {items.map((notification, index) => (
            <Fragment key={notification.id}>
              {index > 0 && <Divider />}
              <NotificationItem notification={notification} now={now} compact />
            </Fragment>
          ))}
          {latest.data?.nextCursor && (
            <Anchor component={Link} to="/dashboard/notifications" size="sm" mt="sm">
              {t('panel.viewAll')}
            </Anchor>
          )}
        </Stack>
      </Collapse>
    </Card>
  );
}
