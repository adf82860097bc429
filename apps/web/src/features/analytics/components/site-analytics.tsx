import { SITE_TIME_RANGES, type TimeRange } from '@agency/shared/insight-rules';
import type { SiteAnalyticsOnWire } from '@agency/shared/insights';
import { Alert, Card, Group, Progress, SimpleGrid, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { useSiteAnalytics } from '../api/get-site-analytics';
import { AnalyticsState } from './analytics-state';
import { Funnel } from './funnel';
import { KpiCard } from './kpi-card';
import { RangeSelect } from './range-select';
import { useSourceName } from './source-name';

/**
 * Site Analytics (001 §2, D18; issue #21): the period selector, and tabs for the overview (sessions, views, bounce
 * rate, devices), search performance (not connected), traffic sources, top pages and the funnel to paid invoices.
 */
export function SiteAnalytics({ range }: { range: TimeRange }) {
  const { t } = useTranslation('analytics');
  const query = useSiteAnalytics(range);
  return (
    <Stack gap="lg">
      <RangeSelect value={range} ranges={SITE_TIME_RANGES} />
      <AnalyticsState query={query}>
        {(data) => (
          <Tabs defaultValue="overview" keepMounted={false}>
            <Tabs.List mb="lg">
              <Tabs.Tab value="overview">{t('tabs.overview')}</Tabs.Tab>
              <Tabs.Tab value="search">{t('tabs.search')}</Tabs.Tab>
              <Tabs.Tab value="sources">{t('tabs.sources')}</Tabs.Tab>
              <Tabs.Tab value="pages">{t('tabs.pages')}</Tabs.Tab>
              <Tabs.Tab value="funnel">{t('tabs.funnel')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="overview">
              <Overview data={data} />
            </Tabs.Panel>
            <Tabs.Panel value="search">
              <Alert
                color="gray"
                icon={<IconPlugConnectedX size={18} aria-hidden="true" />}
                title={t('search.notConnected')}
              >
                {t('search.explanation')}
              </Alert>
            </Tabs.Panel>
            <Tabs.Panel value="sources">
              <Sources data={data} />
            </Tabs.Panel>
            <Tabs.Panel value="pages">
              <TopPages data={data} />
            </Tabs.Panel>
            <Tabs.Panel value="funnel">
              <Funnel funnel={data.funnel} />
            </Tabs.Panel>
          </Tabs>
        )}
      </AnalyticsState>
    </Stack>
  );
}

function Overview({ data }: { data: SiteAnalyticsOnWire }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <KpiCard label={t('kpi.sessions')} value={format.compact(data.sessions.value)} kpi={data.sessions} />
        <KpiCard label={t('kpi.pageViews')} value={format.compact(data.pageViews.value)} kpi={data.pageViews} />
        <KpiCard
          label={t('kpi.bounceRate')}
          value={format.percent(data.bounceRate.value / 100)}
          kpi={data.bounceRate}
          lowerIsBetter
        />
      </SimpleGrid>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="site-devices">
        <Title order={2} size="h4" mb="sm" id="site-devices">
          {t('devices.title')}
        </Title>
        <Stack gap="sm">
          {data.devices.map((row) => (
            <Share key={row.device} label={t(`devices.${row.device}`)} percent={row.percent} />
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}

function Share({ label, percent }: { label: string; percent: number }) {
  const format = useFormat();
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {format.percent(percent / 100)}
        </Text>
      </Group>
      <Progress value={percent} aria-label={label} size="md" />
    </div>
  );
}

function Sources({ data }: { data: SiteAnalyticsOnWire }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const sourceName = useSourceName();
  if (data.sources.length === 0) return <Text c="dimmed">{t('sources.empty')}</Text>;
  return (
    <Card withBorder radius="md" padding="lg">
      <Table aria-label={t('tabs.sources')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sources.source')}</Table.Th>
            <Table.Th ta="right">{t('sources.sessions')}</Table.Th>
            <Table.Th w="40%">{t('sources.share')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.sources.map((row) => (
            <Table.Tr key={row.source}>
              <Table.Td>{sourceName(row.source)}</Table.Td>
              <Table.Td ta="right">{format.compact(row.sessions)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Progress value={row.percent} style={{ flex: 1 }} aria-hidden="true" />
                  <Text size="sm">{format.percent(row.percent / 100)}</Text>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

function TopPages({ data }: { data: SiteAnalyticsOnWire }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  if (data.topPages.length === 0) return <Text c="dimmed">{t('sources.empty')}</Text>;
  return (
    <Card withBorder radius="md" padding="lg">
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label={t('tabs.pages')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('pages.page')}</Table.Th>
              <Table.Th ta="right">{t('pages.views')}</Table.Th>
              <Table.Th ta="right">{t('pages.bounceRate')}</Table.Th>
              <Table.Th ta="right">{t('pages.averageTime')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.topPages.map((page) => (
              <Table.Tr key={page.path}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{page.path}</Table.Td>
                <Table.Td ta="right">{format.compact(page.views)}</Table.Td>
                <Table.Td ta="right">{format.percent(page.bounceRate / 100)}</Table.Td>
                <Table.Td ta="right">
                  {page.averageSeconds === null
                    ? t('pages.noTime')
                    : t('pages.seconds', { value: format.number(page.averageSeconds, { maximumFractionDigits: 1 }) })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
