import type { SubscriberStatus } from '@agency/shared/enums';
import { Alert, Badge, Button, Center, Group, Loader, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { subscribersCsvUrl, useSubscribers } from '../api/list-subscribers';

type Filter = SubscriberStatus | 'all';

const FILTERS = ['active', 'pending', 'unsubscribed', 'all'] as const satisfies readonly Filter[];

const STATUS_COLORS: Record<SubscriberStatus, string> = { active: 'green', pending: 'yellow', unsubscribed: 'gray' };

/** Newsletter subscribers (admins only), with a CSV export of the chosen status. */
export function SubscribersTable() {
  const [filter, setFilter] = useState<Filter>('active');
  const subscribers = useSubscribers(filter === 'all' ? null : filter);
  const items = subscribers.data?.pages.flatMap((page) => page.items) ?? [];
  const { t } = useTranslation(['leads', 'messages']);
  const format = useFormat();
  const date = (value: string | null) => (value ? format.date(value) : '—');

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={FILTERS.map((value) => ({ value, label: t(`subscribers.status.${value}`) }))}
          aria-label={t('subscribers.show')}
        />
        <Button component="a" href={subscribersCsvUrl(filter)} download leftSection={<IconDownload size={16} />}>
          {t('subscribers.export')}
        </Button>
      </Group>
      {subscribers.isPending && (
        <Center py="xl">
          <Loader role="status" aria-label={t('subscribers.loading')} />
        </Center>
      )}
      {subscribers.isError && (
        <Alert color="red" title={t('subscribers.loadFailed')}>
          {errorMessage(subscribers.error, t('list.reload'))}
        </Alert>
      )}
      {subscribers.isSuccess && items.length === 0 && (
        <Text c="dimmed" py="lg">
          {t('subscribers.none')}
        </Text>
      )}
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('subscribers.email')}</Table.Th>
                <Table.Th scope="col">{t('subscribers.statusColumn')}</Table.Th>
                <Table.Th scope="col">{t('subscribers.signedUp')}</Table.Th>
                <Table.Th scope="col">{t('subscribers.confirmed')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((subscriber) => (
                <Table.Tr key={subscriber.id}>
                  <Table.Td>{subscriber.email}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[subscriber.status]} variant="light">
                      {t(`subscribers.status.${subscriber.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{date(subscriber.createdAt)}</Table.Td>
                  <Table.Td>{date(subscriber.confirmedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {subscribers.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => subscribers.fetchNextPage()}
            loading={subscribers.isFetchingNextPage}
          >
            {t('subscribers.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
