import { TIME_RANGES, type TimeRange } from '@agency/shared/insight-rules';
import type { BusinessAnalyticsOnWire } from '@agency/shared/insights';
import type { OverviewActivityOnWire } from '@agency/shared/overview';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaChart, BarChart } from '../../../components/lazy-chart';
import { useFormat } from '../../../i18n/format';
import { useBusinessAnalytics } from '../api/get-business-analytics';
import { AnalyticsState } from './analytics-state';
import { ChartCard } from './chart-card';
import { KpiCard } from './kpi-card';
import { PerformanceInsights } from './performance-insights';
import { RangeSelect } from './range-select';
import { bucketLabel } from './series-labels';
import { UpcomingEvents } from './upcoming-events';

const SATISFACTION_COLOR = { excellent: 'teal', good: 'blue', 'needs-improvement': 'orange' } as const;

/**
 * Business Analytics (001 §2, §9; issue #21): the range dropdown, KPI cards with their change, the proposal status
 * breakdown and satisfaction, revenue and pipeline charts (each with its table), recent activity and upcoming
 * events, and Performance Insights when the server sends them (admins). Every figure is the server's (D13).
 */
export function BusinessAnalytics({
  range,
  renderActivity,
}: {
  range: TimeRange;
  renderActivity: (items: OverviewActivityOnWire[]) => ReactNode;
}) {
  const query = useBusinessAnalytics(range);
  return (
    <Stack gap="lg">
      <RangeSelect value={range} ranges={TIME_RANGES} />
      <AnalyticsState query={query}>
        {(data) => (
          <>
            <Kpis data={data} />
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <StatusBreakdown data={data} />
              <Satisfaction data={data} />
            </SimpleGrid>
            <Charts data={data} />
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {renderActivity(data.activity)}
              <UpcomingEvents events={data.upcomingEvents} />
            </SimpleGrid>
            {data.insights && <PerformanceInsights insights={data.insights} />}
          </>
        )}
      </AnalyticsState>
    </Stack>
  );
}

function Kpis({ data }: { data: BusinessAnalyticsOnWire }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const { kpis } = data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
      <KpiCard label={t('kpi.revenue')} value={format.money(kpis.revenue.value)} kpi={kpis.revenue} />
      <KpiCard label={t('kpi.proposals')} value={format.compact(kpis.proposals.value)} kpi={kpis.proposals} />
      <KpiCard
        label={t('kpi.conversionRate')}
        value={format.percent(kpis.conversionRate.value / 100)}
        kpi={kpis.conversionRate}
      />
      <KpiCard label={t('kpi.averageValue')} value={format.money(kpis.averageValue.value)} kpi={kpis.averageValue} />
      <KpiCard label={t('kpi.pending')} value={format.compact(kpis.pending.value)} kpi={kpis.pending} />
    </SimpleGrid>
  );
}

function StatusBreakdown({ data }: { data: BusinessAnalyticsOnWire }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="analytics-status">
      <Title order={2} size="h4" mb="sm" id="analytics-status">
        {t('status.title')}
      </Title>
      <Stack gap={6} component="dl" m={0}>
        {data.statusBreakdown.map((row) => (
          <Group key={row.status} justify="space-between">
            <Text component="dt" size="sm">
              {t(`status.${row.status}`)}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0}>
              {format.compact(row.count)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

function Satisfaction({ data }: { data: BusinessAnalyticsOnWire }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="analytics-satisfaction">
      <Title order={2} size="h4" mb="sm" id="analytics-satisfaction">
        {t('satisfaction.title')}
      </Title>
      <Badge size="lg" variant="light" color={SATISFACTION_COLOR[data.satisfaction]}>
        {t(`satisfaction.${data.satisfaction}`)}
      </Badge>
      <Text size="sm" c="dimmed" mt="xs">
        {t('satisfaction.basis', { rate: format.percent(data.kpis.conversionRate.value / 100) })}
      </Text>
    </Card>
  );
}

function Charts({ data }: { data: BusinessAnalyticsOnWire }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const points = data.series.map((point) => ({ ...point, label: bucketLabel(point.start, data.bucket, format) }));
  const money = (value: number) => format.money(Math.round(value * 100));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <ChartCard
        title={t('charts.revenue')}
        chart={
          <AreaChart
            h={240}
            data={points.map((point) => ({ label: point.label, revenue: point.revenueCents / 100 }))}
            dataKey="label"
            series={[{ name: 'revenue', label: t('kpi.revenue'), color: 'teal.6' }]}
            valueFormatter={money}
            yAxisProps={{ width: 88 }}
            curveType="monotone"
            withDots={false}
          />
        }
        table={{
          columns: [t('charts.period'), t('kpi.revenue')],
          rows: points.map((point) => ({ key: point.start, cells: [point.label, format.money(point.revenueCents)] })),
        }}
      />
      <ChartCard
        title={t('charts.pipeline')}
        chart={
          <BarChart
            h={240}
            data={points}
            dataKey="label"
            type="stacked"
            yAxisProps={{ allowDecimals: false }}
            series={[
              { name: 'approved', label: t('charts.approved'), color: 'teal.6' },
              { name: 'pending', label: t('charts.pending'), color: 'blue.5' },
              { name: 'other', label: t('charts.other'), color: 'gray.5' },
            ]}
            withLegend
          />
        }
        table={{
          columns: [t('charts.period'), t('charts.approved'), t('charts.pending'), t('charts.other')],
          rows: points.map((point) => ({
            key: point.start,
            cells: [
              point.label,
              format.number(point.approved),
              format.number(point.pending),
              format.number(point.other),
            ],
          })),
        }}
      />
    </SimpleGrid>
  );
}
