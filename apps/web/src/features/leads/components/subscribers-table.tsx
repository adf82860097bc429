import type { SubscriberStatus } from '@agency/shared/enums';
import { Alert, Badge, Button, Center, Group, Loader, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { subscribersCsvUrl, useSubscribers } from '../api/list-subscribers';

type Filter = SubscriberStatus | 'all';

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Awaiting confirmation' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
  { value: 'all', label: 'All' },
];

const STATUS_COLORS: Record<SubscriberStatus, string> = { active: 'green', pending: 'yellow', unsubscribed: 'gray' };
const date = (value: Date | null) => (value ? value.toLocaleDateString('en-US', { dateStyle: 'medium' }) : '—');

/** Newsletter subscribers (admins only), with a CSV export of the chosen status. */
export function SubscribersTable() {
  const [filter, setFilter] = useState<Filter>('active');
  const subscribers = useSubscribers(filter === 'all' ? null : filter);
  const items = subscribers.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={FILTERS}
          aria-label="Show subscribers"
        />
        <Button component="a" href={subscribersCsvUrl(filter)} download leftSection={<IconDownload size={16} />}>
          Export CSV
        </Button>
      </Group>
      {subscribers.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading subscribers" />
        </Center>
      )}
      {subscribers.isError && (
        <Alert color="red" title="Subscribers could not be loaded">
          {errorMessage(subscribers.error, 'Please reload the page to try again.')}
        </Alert>
      )}
      {subscribers.isSuccess && items.length === 0 && (
        <Text c="dimmed" py="lg">
          No subscribers with this status.
        </Text>
      )}
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Email</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Signed up</Table.Th>
                <Table.Th scope="col">Confirmed</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((subscriber) => (
                <Table.Tr key={subscriber.id}>
                  <Table.Td>{subscriber.email}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[subscriber.status]} variant="light">
                      {subscriber.status}
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
            Show more
          </Button>
        </Group>
      )}
    </Stack>
  );
}
