import { Alert, Badge, Button, Card, Center, Divider, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { type NotificationFilter, useNotifications } from '../api/list-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-notifications';
import { useUnreadCount } from '../api/unread-count';
import { NotificationItem } from './notification-item';

const FILTERS: NotificationFilter[] = ['all', 'unread', 'read'];

/** 001 §2 Notifications page: tabs all, unread and read (with the unread badge), per-item toggle, mark all read. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const unread = useUnreadCount().data?.unread ?? 0;
  const markAll = useMarkAllNotificationsRead();

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Tabs value={filter} onChange={(value) => setFilter((value as NotificationFilter | null) ?? 'all')}>
          <Tabs.List>
            {FILTERS.map((value) => (
              <Tabs.Tab
                key={value}
                value={value}
                rightSection={
                  value === 'unread' && unread > 0 ? (
                    <Badge
                      size="sm"
                      circle={unread < 10}
                      variant="filled"
                      aria-label={t('page.unreadBadge', { count: unread })}
                    >
                      {unread}
                    </Badge>
                  ) : undefined
                }
              >
                {t(`page.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Button
          variant="light"
          leftSection={<IconChecks size={16} aria-hidden="true" />}
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('page.markAllRead')}
        </Button>
      </Group>
      {markAll.isError && (
        <Alert color="red" title={t('page.markFailed')}>
          {errorMessage(markAll.error, t('page.tryAgain'))}
        </Alert>
      )}
      <NotificationList filter={filter} />
    </Stack>
  );
}

function NotificationList({ filter }: { filter: NotificationFilter }) {
  const { t } = useTranslation('notifications');
  const list = useNotifications(filter);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const now = new Date();

  if (list.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('page.loading')} />
      </Center>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" title={t('page.loadFailed')}>
        {errorMessage(list.error, t('page.tryAgain'))}
      </Alert>
    );
  }
  if (items.length === 0) {
    return (
      <Card withBorder padding="xl">
        <Text c="dimmed" ta="center">
          {t(`empty.${filter}`)}
        </Text>
      </Card>
    );
  }
  return (
    <Card withBorder padding="md">
      <Stack gap={0}>
        {items.map((notification, index) => (
          <Fragment key={notification.id}>
            {index > 0 && <Divider />}
            <NotificationItem notification={notification} now={now} />
          </Fragment>
        ))}
      </Stack>
      {list.hasNextPage && (
        <Group justify="center" mt="md">
          <Button variant="default" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('page.showOlder')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
