import { FUNNEL_STEPS, percentOf } from '@agency/shared/insight-rules';
import type { FunnelRow, SiteAnalyticsOnWire } from '@agency/shared/insights';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { useSourceName } from './source-name';

/**
 * The funnel (issue #21): visit → inquiry → client → proposal → paid invoice, each step's count, its conversion
 * from the step before and its value; then the same by source and by landing page.
 */
export function Funnel({ funnel }: { funnel: SiteAnalyticsOnWire['funnel'] }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const total = funnel.total;
  const value = (step: (typeof FUNNEL_STEPS)[number]) =>
    step === 'proposals' ? format.money(total.proposalCents) : step === 'paid' ? format.money(total.paidCents) : '—';
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="site-funnel">
        <Title order={2} size="h4" id="site-funnel">
          {t('funnel.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('funnel.description')}
        </Text>
        <Table aria-labelledby="site-funnel">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('funnel.step')}</Table.Th>
              <Table.Th ta="right">{t('funnel.count')}</Table.Th>
              <Table.Th ta="right">{t('funnel.conversion')}</Table.Th>
              <Table.Th ta="right">{t('funnel.value')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {FUNNEL_STEPS.map((step, index) => {
              const before = index > 0 ? total[FUNNEL_STEPS[index - 1]!] : null;
              return (
                <Table.Tr key={step}>
                  <Table.Th scope="row" fw={500}>
                    {t(`funnel.${step}`)}
                  </Table.Th>
                  <Table.Td ta="right">{format.compact(total[step])}</Table.Td>
                  <Table.Td ta="right">
                    {before === null ? '—' : format.percent(percentOf(total[step], before) / 100)}
                  </Table.Td>
                  <Table.Td ta="right">{value(step)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Card>
      <Breakdown title={t('funnel.bySource')} column={t('sources.source')} rows={funnel.bySource} sources />
      <Breakdown title={t('funnel.byLandingPage')} column={t('funnel.landingPage')} rows={funnel.byLandingPage} />
    </Stack>
  );
}

function Breakdown({
  title,
  column,
  rows,
  sources = false,
}: {
  title: string;
  column: string;
  rows: FunnelRow[];
  sources?: boolean;
}) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const sourceName = useSourceName();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sources.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{column}</Table.Th>
                {FUNNEL_STEPS.map((step) => (
                  <Table.Th key={step} ta="right">
                    {t(`funnel.${step}`)}
                  </Table.Th>
                ))}
                <Table.Th ta="right">{t('funnel.paidValue')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key ?? '(none)'}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {sources || row.key === null ? sourceName(row.key) : row.key}
                  </Table.Td>
                  {FUNNEL_STEPS.map((step) => (
                    <Table.Td key={step} ta="right">
                      {format.compact(row[step])}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right">{format.money(row.paidCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
