import type { IntegrationOnWire } from '@agency/shared/integrations';
import { INTEGRATION_CATEGORIES } from '@agency/shared/integrations';
import { Badge, Button, Card, Chip, Group, List, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { useIntegrations } from '../api/list-integrations';
import { useSetIntegrationStatus } from '../api/set-integration-status';

const STATUS_COLORS = { connected: 'green', disconnected: 'gray', error: 'red' } as const;

type Translate = (key: string, options: { defaultValue: string }) => string;

/**
 * An entry's description and features in the user's language: the API sends the product's English words, the
 * integrations catalogue holds them per entry key (an entry the catalogue lacks shows as the API wrote it).
 */
function entryWords(t: unknown, item: IntegrationOnWire) {
  const translate = t as Translate;
  return {
    description: translate(`entries.${item.key}.description`, { defaultValue: item.description }),
    features: item.features.map((feature, index) =>
      translate(`entries.${item.key}.features.${index}`, { defaultValue: feature }),
    ),
  };
}

/** 001 §7's catalogue: search, category chips, cards, and the Connect dialog; webhook and Slack open their forms. */
export function IntegrationsCatalogue({ onAddEndpoint }: { onAddEndpoint: (format: 'json' | 'slack') => void }) {
  const { t } = useTranslation(['integrations', 'common', 'messages']);
  const { data } = useIntegrations();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string>('all');
  const needle = search.trim().toLowerCase();
  const items = (data?.items ?? []).filter(
    (item) =>
      (category === 'all' || item.category === category) &&
      (!needle || `${item.name} ${entryWords(t, item).description}`.toLowerCase().includes(needle)),
  );
  return (
    <Stack gap="md">
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('catalogue.search')}
        aria-label={t('catalogue.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Chip.Group value={category} onChange={(value) => setCategory(String(value))}>
        <Group gap="xs">
          <Chip value="all">{t('categories.all')}</Chip>
          {INTEGRATION_CATEGORIES.map((value) => (
            <Chip key={value} value={value}>
              {t(`categories.${value}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {data && items.length === 0 ? (
        <Text c="dimmed">{t('catalogue.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {items.map((item) => (
            <IntegrationCard key={item.key} item={item} onAddEndpoint={onAddEndpoint} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function IntegrationCard({
  item,
  onAddEndpoint,
}: {
  item: IntegrationOnWire;
  onAddEndpoint: (format: 'json' | 'slack') => void;
}) {
  const { t } = useTranslation(['integrations', 'common', 'messages']);
  const format = useFormat();
  const setStatus = useSetIntegrationStatus();
  const connected = item.status === 'connected';
  const words = entryWords(t, item);
  const shown = words.features.slice(0, 3);
  const more = words.features.length - shown.length;

  const confirm = (connect: boolean) =>
    modals.openConfirmModal({
      title: t(connect ? 'catalogue.connectTitle' : 'catalogue.disconnectTitle', { name: item.name }),
      children: connect ? (
        <List size="sm">
          {words.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">{t('catalogue.disconnectText', { name: item.name })}</Text>
      ),
      labels: {
        confirm: t(connect ? 'catalogue.connect' : 'catalogue.disconnect'),
        cancel: t('common:actions.cancel'),
      },
      confirmProps: connect ? undefined : { color: 'red' },
      onConfirm: () =>
        setStatus.mutate(
          { key: item.key, connected: connect },
          {
            onError: (error) =>
              notifications.show({ color: 'red', message: errorMessage(error, t('catalogue.failed')) }),
          },
        ),
    });

  const action =
    item.kind === 'catalogue' ? (
      <Button variant={connected ? 'default' : 'filled'} onClick={() => confirm(!connected)}>
        {t(connected ? 'catalogue.disconnect' : 'catalogue.connect')}
      </Button>
    ) : (
      <Button onClick={() => onAddEndpoint(item.kind === 'slack' ? 'slack' : 'json')}>{t('catalogue.connect')}</Button>
    );

  return (
    <Card component="article" withBorder padding="md" aria-label={item.name}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5">
            {item.name}
          </Title>
          <Group gap={4}>
            {item.isPopular && <Badge variant="light">{t('catalogue.popular')}</Badge>}
            <Badge color={STATUS_COLORS[item.status]} variant="dot">
              {t(`statuses.${item.status}`)}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {words.description}
        </Text>
        {item.lastSync && (
          <Text size="xs" c="dimmed">
            {t('catalogue.lastSync', { when: format.fromNow(item.lastSync) })}
          </Text>
        )}
        <Group gap={4}>
          {shown.map((feature) => (
            <Badge key={feature} variant="outline" color="gray" size="sm">
              {feature}
            </Badge>
          ))}
          {more > 0 && (
            <Text size="xs" c="dimmed">
              {t('catalogue.more', { count: more })}
            </Text>
          )}
        </Group>
        <Group mt="auto">{action}</Group>
      </Stack>
    </Card>
  );
}
