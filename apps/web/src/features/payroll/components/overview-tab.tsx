import type { PayrollSummaryOnWire } from '@agency/shared/payroll-api';
import { Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { showToast } from '../../../lib/toast';
import { useAddressFlag } from '../../../lib/url-state';
import { useRuns } from '../api/list-runs';
import { useStatements } from '../api/list-statements';
import { useRetryRun } from '../api/process-run';
import { ProcessPayrollDialog } from './process-payroll-dialog';
import { StatCard } from './stat-card';
import { RunStatusBadge } from './status-badge';

/** 001 §2: "Recent payments show first 5". */
const RECENT = 5;

export function OverviewTab({
  summary,
  manage,
  onConnectStripe,
}: {
  summary: PayrollSummaryOnWire;
  manage: boolean;
  onConnectStripe: () => void;
}) {
  const { t } = useTranslation('payroll');
  const format = useFormat();
  const [processingHere, setProcessing] = useState(false);
  // ?new=1 (the header's Process Payroll) opens the dialog; closing it takes the flag off the address.
  const [processingFromAddress, clearNew] = useAddressFlag();
  const processing = processingHere || processingFromAddress;
  const last = summary.lastRun;
  const period = last
    ? t('overview.period', { from: format.date(last.periodStart), to: format.date(last.periodEnd) })
    : t('overview.noRun');
  return (
    <Stack gap="lg">
      {manage && (
        <Group justify="space-between" wrap="wrap">
          <Anchor component="button" type="button" size="sm" fw={600} ta="left" onClick={onConnectStripe}>
            {t('overview.payoutsBy', { provider: t(`overview.provider.${summary.payoutProvider}`) })}
          </Anchor>
          <Button leftSection={<IconCash size={16} aria-hidden="true" />} onClick={() => setProcessing(true)}>
            {t('overview.processPayroll')}
          </Button>
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {manage && (
          <StatCard
            label={t('overview.activeEmployees')}
            value={format.number(summary.activeEmployees)}
            note={t('overview.mix', { salaried: summary.salariedEmployees, hourly: summary.hourlyEmployees })}
          />
        )}
        {manage && (
          <StatCard label={t('overview.lastGross')} value={format.money(last?.grossCents ?? 0)} note={period} />
        )}
        <StatCard
          label={manage ? t('overview.lastNet') : t('overview.ownLastNet')}
          value={format.money(last?.netCents ?? 0)}
          note={period}
        />
        <StatCard label={t('overview.ytdGross')} value={format.money(summary.yearToDateGrossCents)} />
        <StatCard label={t('overview.ytdNet')} value={format.money(summary.yearToDateNetCents)} />
      </SimpleGrid>
      <RecentPayments />
      {manage && <Runs />}
      {manage && (
        <ProcessPayrollDialog
          opened={processing}
          onClose={() => {
            setProcessing(false);
            clearNew();
          }}
        />
      )}
    </Stack>
  );
}

function RecentPayments() {
  const { t } = useTranslation('payroll');
  const format = useFormat();
  const statements = useStatements();
  const rows = (statements.data?.pages.flatMap((page) => page.items) ?? []).slice(0, RECENT);
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('overview.recentPayments')}
      </Title>
      {statements.isPending ? (
        <Loader size="sm" />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('overview.noPayments')}</Text>
      ) : (
        <Stack gap="xs">
          {rows.map((row) => (
            <Group key={row.id} justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={500} truncate>
                  {row.employeeName}
                </Text>
                <Text size="xs" c="dimmed">
                  {format.date(row.paymentDate)}
                </Text>
              </Stack>
              <Group gap="sm" wrap="nowrap">
                <Text fw={600}>{format.money(row.netCents)}</Text>
                <RunStatusBadge status={row.status} />
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function Runs() {
  const { t } = useTranslation('payroll');
  const format = useFormat();
  const runs = useRuns(true);
  const retry = useRetryRun();
  const items = runs.data?.items ?? [];
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('overview.runs')}
      </Title>
      {runs.isPending ? (
        <Loader size="sm" />
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('overview.noRun')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table verticalSpacing="sm" aria-label={t('overview.runs')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payments.period')}</Table.Th>
                <Table.Th>{t('payments.paymentDate')}</Table.Th>
                <Table.Th ta="right">{t('process.totalEmployees')}</Table.Th>
                <Table.Th ta="right">{t('process.grossPayroll')}</Table.Th>
                <Table.Th ta="right">{t('process.netPayroll')}</Table.Th>
                <Table.Th>{t('payments.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((run) => (
                <Table.Tr key={run.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {t('overview.period', { from: format.date(run.periodStart), to: format.date(run.periodEnd) })}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(run.paymentDate)}</Table.Td>
                  <Table.Td ta="right">{format.number(run.employeeCount)}</Table.Td>
                  <Table.Td ta="right">{format.money(run.grossCents)}</Table.Td>
                  <Table.Td ta="right">{format.money(run.netCents)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <RunStatusBadge status={run.status} />
                      {run.unpaid > 0 && run.status !== 'processing' && (
                        <Button
                          size="compact-xs"
                          variant="light"
                          color="red"
                          loading={retry.isPending && retry.variables === run.id}
                          title={t('overview.unpaid', { count: run.unpaid })}
                          onClick={() =>
                            retry.mutate(run.id, {
                              onError: (error) =>
                                showToast({ type: 'error', message: errorMessage(error, t('process.failed')) }),
                            })
                          }
                        >
                          {t('overview.retry')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
