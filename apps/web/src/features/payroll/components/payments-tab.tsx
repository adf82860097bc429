import type { StatementOnWire } from '@agency/shared/payroll-api';
import { Anchor, Button, Card, Group, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { statementPdfUrl, useStatements } from '../api/list-statements';
import { RunStatusBadge } from './status-badge';

const hours = (minutes: number) => (minutes / 60).toFixed(2);

/** Payments: pay statements, newest first, each with its PDF (D25); an agent's own only (D7). */
export function PaymentsTab() {
  const { t } = useTranslation('payroll');
  const format = useFormat();
  const statements = useStatements();
  const rows = statements.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('payments.statements')}
      </Title>
      {statements.isPending ? (
        <Loader size="sm" />
      ) : statements.isError ? (
        <Text c="red">{errorMessage(statements.error, 'Failed to fetch payroll data')}</Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('payments.none')}</Text>
      ) : (
        <>
          <Stack gap="sm" hiddenFrom="sm">
            {rows.map((row) => (
              <StatementCard key={row.id} row={row} />
            ))}
          </Stack>
          <Table.ScrollContainer visibleFrom="sm" minWidth={860} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
            <Table verticalSpacing="sm" aria-label={t('payments.statements')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('payments.period')}</Table.Th>
                  <Table.Th>{t('payments.paymentDate')}</Table.Th>
                  <Table.Th>{t('payments.employee')}</Table.Th>
                  <Table.Th>{t('payments.hours')}</Table.Th>
                  <Table.Th ta="right">{t('payments.gross')}</Table.Th>
                  <Table.Th ta="right">{t('payments.net')}</Table.Th>
                  <Table.Th>{t('payments.reference')}</Table.Th>
                  <Table.Th>{t('payments.status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const period = t('overview.period', {
                    from: format.date(row.periodStart),
                    to: format.date(row.periodEnd),
                  });
                  return (
                    <Table.Tr key={row.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{period}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(row.paymentDate)}</Table.Td>
                      <Table.Td>{row.employeeName}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {row.payType === 'hourly'
                          ? t('payments.hoursValue', {
                              regular: hours(row.minutesWorked),
                              overtime: hours(row.overtimeMinutes),
                            })
                          : t('payType.salary')}
                      </Table.Td>
                      <Table.Td ta="right">{format.money(row.grossCents)}</Table.Td>
                      <Table.Td ta="right" fw={600}>
                        {format.money(row.netCents)}
                      </Table.Td>
                      <Table.Td>
                        <Text size="xs" ff="monospace">
                          {row.providerRef ?? '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <RunStatusBadge status={row.status} />
                      </Table.Td>
                      <Table.Td>
                        <Anchor href={statementPdfUrl(row.id)} download style={{ whiteSpace: 'nowrap' }}>
                          <IconDownload size={14} aria-hidden="true" /> {t('payments.download')}
                          <VisuallyHidden> {t('payments.downloadOf', { period })}</VisuallyHidden>
                        </Anchor>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      {statements.hasNextPage && (
        <Button
          variant="subtle"
          mt="sm"
          onClick={() => statements.fetchNextPage()}
          loading={statements.isFetchingNextPage}
        >
          {t('payments.more')}
        </Button>
      )}
    </Card>
  );
}

/** A statement on a phone: the period, the net and the PDF, without a table to scroll sideways. */
function StatementCard({ row }: { row: StatementOnWire }) {
  const { t } = useTranslation('payroll');
  const format = useFormat();
  const period = t('overview.period', { from: format.date(row.periodStart), to: format.date(row.periodEnd) });
  return (
    <Card withBorder radius="sm" padding="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            {period}
          </Text>
          <Text size="xs" c="dimmed">
            {row.employeeName} · {t('payments.paymentDate')} {format.date(row.paymentDate)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('payments.gross')} {format.money(row.grossCents)}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Text fw={700}>{format.money(row.netCents)}</Text>
          <RunStatusBadge status={row.status} />
        </Stack>
      </Group>
      <Anchor href={statementPdfUrl(row.id)} download size="sm" mt="xs">
        <IconDownload size={14} aria-hidden="true" /> {t('payments.download')}
        <VisuallyHidden> {t('payments.downloadOf', { period })}</VisuallyHidden>
      </Anchor>
    </Card>
  );
}
