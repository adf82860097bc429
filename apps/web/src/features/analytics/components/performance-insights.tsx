import type { BusinessAnalyticsOnWire } from '@agency/shared/insights';
import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { KpiCard } from './kpi-card';

type Insights = NonNullable<BusinessAnalyticsOnWire['insights']>;

/** Performance Insights (001 §2: admin only; the server sends it to admins alone). */
export function PerformanceInsights({ insights }: { insights: Insights }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="analytics-insights">
      <Title order={2} size="h4" mb="md" id="analytics-insights">
        {t('insights.title')}
      </Title>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <KpiCard label={t('kpi.collected')} value={format.money(insights.collected.value)} kpi={insights.collected} />
          <KpiCard label={t('kpi.outstanding')} value={format.money(insights.outstandingCents)} />
          <KpiCard
            label={t('kpi.newClients')}
            value={format.compact(insights.newClients.value)}
            kpi={insights.newClients}
          />
        </SimpleGrid>
        {insights.topClients.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('insights.noTopClients')}
          </Text>
        ) : (
          <Table aria-label={t('insights.topClients')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('insights.client')}</Table.Th>
                <Table.Th ta="right">{t('insights.approvedValue')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {insights.topClients.map((client) => (
                <Table.Tr key={client.id}>
                  <Table.Td>{client.name}</Table.Td>
                  <Table.Td ta="right">{format.money(client.approvedCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
