import type { LeadOnWire } from '@agency/shared/leads';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconCheck, IconRotate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { useUpdateLeadStatus } from '../api/update-lead';

/** One inquiry: who, what they need, and the message, with the action to mark it handled or reopen it. */
export function LeadCard({
  lead,
  canUpdate,
  onConvert,
}: {
  lead: LeadOnWire;
  canUpdate: boolean;
  /** Offered to those who may add clients (admin and agent) while the lead is not converted yet. */
  onConvert?: (lead: LeadOnWire) => void;
}) {
  const { t: tClients } = useTranslation('clients');
  const update = useUpdateLeadStatus();
  const { t } = useTranslation('leads');
  const { dateTime } = useFormat();
  const handled = lead.status === 'handled';
  const reply = `mailto:${lead.email}?subject=${encodeURIComponent(`Re: ${lead.subject}`)}`;

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`lead-${lead.id}`}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Text fw={700} id={`lead-${lead.id}`}>
            {lead.name}
            {lead.company ? ` · ${lead.company}` : ''}
          </Text>
          <Anchor href={reply} size="sm">
            {lead.email}
          </Anchor>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Group gap={4}>
            {lead.clientId && (
              <Badge color="teal" variant="light">
                {tClients('convert.converted')}
              </Badge>
            )}
            <Badge color={handled ? 'gray' : 'indigo'} variant={handled ? 'light' : 'filled'}>
              {handled ? t('status.handled') : t('status.new')}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            <time dateTime={lead.createdAt}>{dateTime(lead.createdAt)}</time>
          </Text>
        </Stack>
      </Group>
      <Group gap="xs" mt="sm">
        <Badge variant="outline" radius="sm" tt="none">
          {lead.service}
        </Badge>
        <Badge variant="outline" color="gray" radius="sm" tt="none">
          {t('card.budget', { value: lead.budget ?? t('card.notGiven') })}
        </Badge>
        <Badge variant="outline" color="gray" radius="sm" tt="none">
          {t('card.timeline', { value: lead.timeline ?? t('card.notGiven') })}
        </Badge>
      </Group>
      <Text mt="md" style={{ whiteSpace: 'pre-wrap' }}>
        {lead.message}
      </Text>
      <Group justify="space-between" mt="md" gap="sm">
        <Text size="xs" c="dimmed">
          {handled && lead.handledAt
            ? t('card.handledBy', {
                name: lead.handledByName ?? t('card.formerMember'),
                date: dateTime(lead.handledAt),
              })
            : t('card.notHandled')}
        </Text>
        <Group gap="xs">
          {lead.clientId ? (
            <Button
              size="xs"
              variant="light"
              color="teal"
              component={Link}
              to={`/dashboard/clients/${lead.clientId}`}
              leftSection={<IconBuildingStore size={14} aria-hidden="true" />}
            >
              {tClients('convert.viewClient')}
            </Button>
          ) : (
            onConvert && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconBuildingStore size={14} aria-hidden="true" />}
                onClick={() => onConvert(lead)}
                aria-label={tClients('convert.actionLabel', { name: lead.name })}
              >
                {tClients('convert.action')}
              </Button>
            )
          )}
          {canUpdate && (
            <Button
              size="xs"
              variant={handled ? 'default' : 'filled'}
              leftSection={handled ? <IconRotate size={14} /> : <IconCheck size={14} />}
              loading={update.isPending}
              onClick={() => update.mutate({ id: lead.id, status: handled ? 'new' : 'handled' })}
              aria-label={t(handled ? 'card.reopenLabel' : 'card.markHandledLabel', { name: lead.name })}
            >
              {handled ? t('card.reopen') : t('card.markHandled')}
            </Button>
          )}
        </Group>
      </Group>
      {update.isError && (
        <Text size="sm" c="red" mt="xs" role="alert">
          {t('card.updateFailed')}
        </Text>
      )}
    </Card>
  );
}
