import type { ClientOnWire } from '@agency/shared/clients';
import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconPencil, IconPhone, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeferredTooltip } from '../../../components/deferred-tooltip';
import { useFormat } from '../../../i18n/format';

export const STATUS_COLORS = { active: 'teal', inactive: 'gray', pending: 'yellow' } as const;

interface ClientCardProps {
  client: ClientOnWire;
  onEdit: (client: ClientOnWire) => void;
  onDelete: (client: ClientOnWire) => void;
}

/** One client in the grid: name (to its page), status and location, contact details, edit and delete. */
export function ClientCard({ client, onEdit, onDelete }: ClientCardProps) {
  const { t } = useTranslation('clients');
  const format = useFormat();
  const headingId = `client-${client.id}`;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={headingId} h="100%">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Anchor
          component={Link}
          to={`/dashboard/clients/${client.id}`}
          fw={700}
          size="lg"
          id={headingId}
          style={{ overflowWrap: 'anywhere' }}
        >
          {client.name}
        </Anchor>
        <Group gap={4} wrap="nowrap">
          <DeferredTooltip label={t('actions.edit')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('card.editLabel', { name: client.name })}
              onClick={() => onEdit(client)}
            >
              <IconPencil size={18} aria-hidden="true" />
            </ActionIcon>
          </DeferredTooltip>
          <DeferredTooltip label={t('actions.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('card.deleteLabel', { name: client.name })}
              onClick={() => onDelete(client)}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </DeferredTooltip>
        </Group>
      </Group>
      <Group gap="xs" mt="xs">
        <Badge color={STATUS_COLORS[client.status]} variant="light">
          {t(`status.${client.status}`)}
        </Badge>
        <Badge color="indigo" variant="outline" tt="none">
          {t(`location.${client.location}`)}
        </Badge>
      </Group>
      <Stack gap={6} mt="md">
        <Group gap="xs" wrap="nowrap">
          <IconMail size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Anchor href={`mailto:${client.email}`} size="sm" truncate="end" title={client.email} style={{ minWidth: 0 }}>
            {client.email}
          </Anchor>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <IconPhone size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
          {client.phone ? (
            <Anchor href={`tel:${client.phone.replace(/[^\d+]/g, '')}`} size="sm">
              {client.phone}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {t('card.noPhone')}
            </Text>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconMapPin size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" c={client.address ? undefined : 'dimmed'}>
            {client.address || t('card.noAddress')}
          </Text>
        </Group>
      </Stack>
      <Text size="xs" c="dimmed" mt="md">
        {t('card.since', { date: format.date(client.createdAt) })}
      </Text>
    </Card>
  );
}
