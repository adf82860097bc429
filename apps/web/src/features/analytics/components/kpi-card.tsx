import type { Kpi } from '@agency/shared/insights';
import { Card, Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';

/**
 * One KPI: its value and its change against the previous period of equal length, as the server computed it (D13).
 * `lowerIsBetter` colours a fall green (bounce rate).
 */
export function KpiCard({
  label,
  value,
  kpi,
  lowerIsBetter = false,
}: {
  label: string;
  value: string;
  /** Without one, the card shows the value alone (a figure of now, with no period to compare). */
  kpi?: Kpi;
  lowerIsBetter?: boolean;
}) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const change = kpi?.changePercent ?? null;
  const good = change !== null && (lowerIsBetter ? change < 0 : change > 0);
  const Arrow = change !== null && change < 0 ? IconArrowDownRight : IconArrowUpRight;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={label} data-testid="kpi-card">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700} mt={4}>
        {value}
      </Text>
      {!kpi ? null : change === null ? (
        <Text size="xs" c="dimmed">
          {t('kpi.noComparison')}
        </Text>
      ) : change === 0 ? (
        <Text size="xs" c="dimmed">
          {t('kpi.noChange')}
        </Text>
      ) : (
        <Group gap={4} wrap="nowrap">
          <Arrow size={14} aria-hidden="true" color={`var(--mantine-color-${good ? 'teal' : 'red'}-7)`} />
          <Text size="xs" c={good ? 'teal.8' : 'red.8'}>
            {t('kpi.change', {
              change: `${change > 0 ? '+' : ''}${format.percent(change / 100)}`,
            })}
          </Text>
        </Group>
      )}
    </Card>
  );
}
