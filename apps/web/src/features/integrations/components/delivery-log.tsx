import { Badge, Button, Code, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { useDeliveries, useReplayDelivery } from '../api/deliveries';

const STATUS_COLORS = { pending: 'yellow', sending: 'blue', sent: 'green', failed: 'red' } as const;

/** One endpoint's delivery log: event, status code, duration, attempts, answer and error; Replay per row; Load more. */
export function DeliveryLog({ webhookId }: { webhookId: string }) {
  const { t } = useTranslation(['integrations', 'messages', 'ui']);
  const format = useFormat();
  const deliveries = useDeliveries(webhookId);
  const replay = useReplayDelivery();
  const items = deliveries.data?.pages.flatMap((page) => page.items) ?? [];
  if (deliveries.isSuccess && items.length === 0) return <Text c="dimmed">{t('log.empty')}</Text>;
  return (
    <Stack>
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label={t('log.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('log.event')}</Table.Th>
              <Table.Th>{t('log.status')}</Table.Th>
              <Table.Th>{t('log.code')}</Table.Th>
              <Table.Th>{t('log.duration')}</Table.Th>
              <Table.Th>{t('log.attempts')}</Table.Th>
              <Table.Th>{t('log.when')}</Table.Th>
              <Table.Th>{t('log.answer')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Td>{delivery.event}</Table.Td>
                <Table.Td>
                  {/* Its full word, never "DE…": the table gives the date and the answer the room they need. */}
                  <Badge color={STATUS_COLORS[delivery.status]} variant="light" miw="max-content">
                    {t(`deliveryStatuses.${delivery.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{delivery.responseStatus ?? '—'}</Table.Td>
                <Table.Td>{delivery.durationMs === null ? '—' : `${format.number(delivery.durationMs)} ms`}</Table.Td>
                <Table.Td>{delivery.attempts}</Table.Td>
                <Table.Td>{format.dateTime(delivery.createdAt)}</Table.Td>
                <Table.Td maw={240}>
                  {delivery.lastError && (
                    <Text size="xs" c="red">
                      {delivery.lastError}
                    </Text>
                  )}
                  {delivery.responseSnippet && (
                    <Code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                      {delivery.responseSnippet.slice(0, 200)}
                    </Code>
                  )}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={delivery.status === 'sending'}
                    onClick={() =>
                      replay.mutate(
                        { webhookId, deliveryId: delivery.id },
                        {
                          onSuccess: () => notifications.show({ color: 'green', message: t('log.replayed') }),
                          onError: (error) =>
                            notifications.show({ color: 'red', message: errorMessage(error, t('log.replayFailed')) }),
                        },
                      )
                    }
                  >
                    {t('log.replay')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {deliveries.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => deliveries.fetchNextPage()} loading={deliveries.isFetchingNextPage}>
            {t('ui:loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
