import { NOTIFICATION_FILTERS, NOTIFICATION_TYPES, type NotificationType } from '@agency/shared/enums';
import { NOTIFICATION_SEARCH_MAX } from '@agency/shared/figures';
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Checkbox,
  Divider,
  Group,
  Loader,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconChecks, IconSearch, IconTrash } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredSelect } from '../../../components/deferred-select';
import { errorMessage } from '../../../lib/error-message';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/url-state';
import type { NotificationFilter, NotificationListParams } from '../api/list-notifications';
import {
  type BulkAction,
  useBulkNotifications,
  useClearNotifications,
  useMarkAllNotificationsRead,
  useNotifications,
} from '../api/notifications-page-api';
import { useUnreadCount } from '../api/unread-count';
import { NotificationItem } from './notification-item';

/**
 * 001 §2 Notifications page and Updates and Notifications screen in one: tabs all, unread, read (with the unread
 * badge) and the archive; type filter and search; Select All with Mark Read, Mark Unread, Archive, Delete and Clear
 * (the selection); per-item read toggle, archive and delete; Clear all empties the tab.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [type, setType] = useState<NotificationType | null>(null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const unread = useUnreadCount().data?.unread ?? 0;
  const markAll = useMarkAllNotificationsRead();
  const clear = useClearNotifications();
  const filtered = type !== null || q !== '';

  const confirmClear = () =>
    modals.openConfirmModal({
      title: t('page.clearAll'),
      centered: true,
      children: <Text size="sm">{t('page.clearConfirm', { tab: t(`page.tabs.${filter}`) })}</Text>,
      labels: { confirm: t('page.clearAll'), cancel: t('page.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => clear.mutate({ filter }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Tabs value={filter} onChange={(value) => setFilter((value as NotificationFilter | null) ?? 'all')}>
          <Tabs.List>
            {NOTIFICATION_FILTERS.map((value) => (
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
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconChecks size={16} aria-hidden="true" />}
            disabled={unread === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t('page.markAllRead')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            disabled={filtered}
            loading={clear.isPending}
            onClick={confirmClear}
          >
            {t('page.clearAll')}
          </Button>
        </Group>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('page.search')}
          placeholder={t('page.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          maxLength={NOTIFICATION_SEARCH_MAX}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
          type="search"
        />
        <DeferredSelect
          label={t('page.type')}
          data={[
            { value: 'any', label: t('types.any') },
            ...NOTIFICATION_TYPES.map((value) => ({ value, label: t(`types.${value}`) })),
          ]}
          value={type ?? 'any'}
          onChange={(value) => setType(value && value !== 'any' ? (value as NotificationType) : null)}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      {(markAll.isError || clear.isError) && (
        <Alert color="red" title={t('page.markFailed')}>
          {errorMessage(markAll.error ?? clear.error, t('page.tryAgain'))}
        </Alert>
      )}
      {/* A new tab, type or search starts with an empty selection. */}
      <NotificationList key={`${filter}|${type}|${q}`} params={{ filter, type, q }} />
    </Stack>
  );
}

function NotificationList({ params }: { params: NotificationListParams }) {
  const { t } = useTranslation('notifications');
  const list = useNotifications(params);
  const bulk = useBulkNotifications();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
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
    const empty = params.type || params.q ? t('empty.filtered') : t(`empty.${params.filter}`);
    return (
      <Card withBorder padding="xl">
        <Text c="dimmed" ta="center">
          {empty}
        </Text>
      </Card>
    );
  }

  // Only rows still listed count: a row deleted elsewhere drops out of the selection.
  const chosen = items.filter((item) => selected.has(item.id)).map((item) => item.id);
  const allChosen = chosen.length === items.length;
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const run = (action: BulkAction) => bulk.mutate({ action, ids: chosen }, { onSuccess: () => setSelected(new Set()) });
  const archived = params.filter === 'archived';

  return (
    <Card withBorder padding="md">
      <Group gap="xs" wrap="wrap" mb="xs" role="toolbar" aria-label={t('bulk.label')}>
        <Checkbox
          label={t('bulk.selectAll')}
          checked={allChosen}
          indeterminate={chosen.length > 0 && !allChosen}
          onChange={() => setSelected(allChosen ? new Set() : new Set(items.map((item) => item.id)))}
          mr="sm"
        />
        {chosen.length > 0 && (
          <Text size="sm" c="dimmed" mr="sm" data-testid="selected-count">
            {t('bulk.selected', { count: chosen.length })}
          </Text>
        )}
        <Button size="xs" variant="light" disabled={chosen.length === 0} onClick={() => run('read')}>
          {t('bulk.markRead')}
        </Button>
        <Button size="xs" variant="light" disabled={chosen.length === 0} onClick={() => run('unread')}>
          {t('bulk.markUnread')}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="gray"
          disabled={chosen.length === 0}
          onClick={() => run(archived ? 'restore' : 'archive')}
        >
          {archived ? t('bulk.restore') : t('bulk.archive')}
        </Button>
        <Button size="xs" variant="light" color="red" disabled={chosen.length === 0} onClick={() => run('delete')}>
          {t('bulk.delete')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="gray"
          disabled={chosen.length === 0}
          onClick={() => setSelected(new Set())}
        >
          {t('bulk.clear')}
        </Button>
        {bulk.isPending && <Loader size="xs" role="status" aria-label={t('page.loading')} />}
      </Group>
      {bulk.isError && (
        <Alert color="red" title={t('page.markFailed')} mb="xs">
          {errorMessage(bulk.error, t('page.tryAgain'))}
        </Alert>
      )}
      <Divider />
      <Stack gap={0}>
        {items.map((notification, index) => (
          <Fragment key={notification.id}>
            {index > 0 && <Divider />}
            <NotificationItem
              notification={notification}
              now={now}
              selection={{
                checkbox: (
                  <Checkbox
                    mt={8}
                    checked={selected.has(notification.id)}
                    onChange={() => toggle(notification.id)}
                    aria-label={t('item.select', { title: notification.title })}
                  />
                ),
              }}
            />
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
