import type { WebhookOnWire } from '@agency/shared/integrations';
import { Badge, Button, Group, Modal, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteWebhook, useRollWebhookSecret, useUpdateWebhook } from '../api/change-webhook';
import { useWebhooks } from '../api/list-webhooks';
import { DeliveryLog } from './delivery-log';
import { SecretOnce } from './webhook-form';

/** The organisation's webhook and Slack endpoints, each with its log, Roll secret, on/off and Delete. */
export function EndpointsTable() {
  const { t } = useTranslation(['integrations', 'common', 'messages']);
  const { data } = useWebhooks();
  const [logOf, setLogOf] = useState<WebhookOnWire | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const roll = useRollWebhookSecret();
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t('endpoints.failed')) });

  const confirmDelete = (endpoint: WebhookOnWire) =>
    modals.openConfirmModal({
      title: t('endpoints.deleteTitle'),
      children: <Text size="sm">{t('endpoints.deleteText', { url: endpoint.url })}</Text>,
      labels: { confirm: t('endpoints.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(endpoint.id, { onError: failed }),
    });
  const confirmRoll = (endpoint: WebhookOnWire) =>
    modals.openConfirmModal({
      title: t('endpoints.rollTitle'),
      children: <Text size="sm">{t('endpoints.rollText')}</Text>,
      labels: { confirm: t('endpoints.roll'), cancel: t('common:actions.cancel') },
      onConfirm: () => roll.mutate(endpoint.id, { onSuccess: (rolled) => setSecret(rolled.secret), onError: failed }),
    });

  if (data && data.items.length === 0) return <Text c="dimmed">{t('endpoints.empty')}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label={t('endpoints.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('endpoints.url')}</Table.Th>
              <Table.Th>{t('endpoints.kind')}</Table.Th>
              <Table.Th>{t('endpoints.events')}</Table.Th>
              <Table.Th>{t('endpoints.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.items.map((endpoint) => (
              <Table.Tr key={endpoint.id}>
                <Table.Td style={{ wordBreak: 'break-all' }}>
                  <Text size="sm">{endpoint.url}</Text>
                  {endpoint.clientName && (
                    <Text size="xs" c="dimmed">
                      {endpoint.clientName}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{t(endpoint.format === 'slack' ? 'endpoints.slack' : 'endpoints.webhook')}</Table.Td>
                <Table.Td>{endpoint.events.length}</Table.Td>
                <Table.Td>
                  <Badge color={endpoint.active ? 'green' : 'red'} variant="light">
                    {t(endpoint.active ? 'endpoints.active' : 'endpoints.disabled')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button size="xs" variant="default" onClick={() => setLogOf(endpoint)}>
                      {t('endpoints.log')}
                    </Button>
                    <Button size="xs" variant="default" onClick={() => confirmRoll(endpoint)}>
                      {t('endpoints.roll')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => update.mutate({ id: endpoint.id, active: !endpoint.active }, { onError: failed })}
                    >
                      {t(endpoint.active ? 'endpoints.turnOff' : 'endpoints.turnOn')}
                    </Button>
                    <Button size="xs" color="red" variant="light" onClick={() => confirmDelete(endpoint)}>
                      {t('endpoints.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {/* Wide enough for the log's eight columns, Replay included, on a laptop; a phone scrolls the table. */}
      <Modal
        size="64rem"
        opened={logOf !== null}
        onClose={() => setLogOf(null)}
        title={t('log.titleOf', { url: logOf?.url ?? '' })}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        {logOf && <DeliveryLog webhookId={logOf.id} />}
      </Modal>
      <Modal
        opened={secret !== null}
        onClose={() => setSecret(null)}
        title={t('secret.title')}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        {secret && <SecretOnce secret={secret} onDone={() => setSecret(null)} />}
      </Modal>
    </>
  );
}
