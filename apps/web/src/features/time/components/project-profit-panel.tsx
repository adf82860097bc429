import { formatMinutes } from '@agency/shared/time-values';
import { Alert, Card, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { useProjectProfit } from '../api/get-project-profit';

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'good' | 'bad' }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text
        fz="xl"
        fw={700}
        c={tone === 'good' ? 'teal' : tone === 'bad' ? 'red' : undefined}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Text>
    </Card>
  );
}

/** A project's time and profit (staff only): profit = invoiced − cost of time − expenses (api time/profit.ts). */
export function ProjectProfitPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation('time');
  const format = useFormat();
  const profit = useProjectProfit(projectId, true);
  if (profit.isPending) return <Loader size="sm" aria-label={t('week.loading')} />;
  if (profit.isError) {
    return (
      <Alert color="red" variant="light">
        {errorMessage(profit.error, t('errors.load'))}
      </Alert>
    );
  }
  const data = profit.data;
  return (
    <Stack gap="sm" data-testid="project-profit">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
        <Figure label={t('profit.hours')} value={formatMinutes(data.minutes)} />
        <Figure label={t('profit.billableHours')} value={formatMinutes(data.billableMinutes)} />
        <Figure label={t('profit.unbilled')} value={formatMinutes(data.unbilledMinutes)} />
        <Figure
          label={t('profit.rate')}
          value={data.hourlyRateCents === null ? t('profit.noRate') : format.money(data.hourlyRateCents)}
        />
        <Figure label={t('profit.invoiced')} value={format.money(data.invoicedCents)} />
        <Figure label={t('profit.cost')} value={format.money(data.costCents)} />
        <Figure label={t('profit.expenses')} value={format.money(data.expensesCents)} />
        <Figure
          label={t('profit.profit')}
          value={format.money(data.profitCents)}
          tone={data.profitCents >= 0 ? 'good' : 'bad'}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('profit.explain')}
      </Text>
    </Stack>
  );
}
