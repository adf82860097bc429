import type { ProposalSummaryOnWire } from '@agency/shared/proposals';
import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { ProposalStatusBadge } from './proposal-status-badge';

/** One proposal in the list: number, title, client, total, validity and status; opens the details. The button is
 * named by what it shows (axe: label-content-name-mismatch), so a screen reader says the title a sighted user reads. */
export function ProposalCard({ proposal, onOpen }: { proposal: ProposalSummaryOnWire; onOpen: (id: string) => void }) {
  const { t } = useTranslation('proposals');
  const format = useFormat();
  return (
    <Card withBorder radius="md" padding={0}>
      <UnstyledButton onClick={() => onOpen(proposal.id)} p="md" style={{ display: 'block', width: '100%' }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" ff="monospace">
              {proposal.number}
            </Text>
            <Text fw={600} lineClamp={2}>
              {proposal.title}
            </Text>
            <Text size="sm" c="dimmed">
              {proposal.clientName}
            </Text>
          </Stack>
          <Stack gap={6} align="flex-end" style={{ flexShrink: 0 }}>
            <ProposalStatusBadge status={proposal.status} />
            <Text fw={700}>{format.money(proposal.totalCents)}</Text>
          </Stack>
        </Group>
        <Group gap="lg" mt="xs">
          <Text size="xs" c="dimmed">
            {t('list.created', { date: format.date(proposal.createdAt) })}
          </Text>
          {proposal.validUntil && (
            <Text size="xs" c="dimmed">
              {t('list.validUntil', { date: format.date(proposal.validUntil) })}
            </Text>
          )}
        </Group>
      </UnstyledButton>
    </Card>
  );
}
