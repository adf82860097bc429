import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/lazy-chart';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { useFinancials } from '../api/get-financials';
import { useOpenInvoices } from '../api/list-open-invoices';
import { usePayments } from '../api/list-payments';
import { RecordPaymentButton } from './record-payment-button';

/** Company financials (001 §3, admin): every figure computed by the server from payments, invoices and plans. */
export function FinancialsScreen() {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const financials = useFinancials();
  if (financials.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('financials.loading')} />
      </Center>
    );
  }
  if (financials.isError) {
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(financials.error, 'Failed to fetch company financials')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => financials.refetch()}>
            {t('plans.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const data = financials.data;
  const chart = data.monthlyRevenue.map((month) => ({
    month: format.date(`${month.month}-01`, { month: 'short', year: '2-digit' }),
    revenue: month.revenueCents / 100,
  }));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
        <Stat label={t('financials.totalRevenue')} value={format.money(data.totalRevenueCents)} />
        <Stat label={t('financials.activeSubscriptions')} value={format.number(data.activeSubscriptions)} />
        <Stat
          label={t('financials.pendingPayments')}
          value={format.money(data.pendingPaymentsCents)}
          note={t('financials.pendingInvoices', { count: data.pendingInvoices })}
        />
        <Stat label={t('financials.refunds')} value={format.money(data.refundsCents)} />
        <Stat label={t('financials.chargeBacks')} value={format.money(data.chargeBacksCents)} />
      </SimpleGrid>
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="md">
          {t('financials.monthlyRevenue')}
        </Title>
        <BarChart
          h={260}
          data={chart}
          dataKey="month"
          series={[{ name: 'revenue', label: t('financials.revenue'), color: 'blue.6' }]}
          valueFormatter={(value) => format.money(Math.round(value * 100))}
          tickLine="y"
          gridAxis="y"
          yAxisProps={{ width: 96 }}
          role="figure"
          aria-label={t('financials.monthlyRevenue')}
        />
      </Card>
      <OpenInvoices />
      <RecentPayments />
    </Stack>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700} mt={4}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Card>
  );
}

function OpenInvoices() {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const open = useOpenInvoices();
  const rows = open.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('financials.openInvoices')}
      </Title>
      {open.isPending ? (
        <Loader size="sm" />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('financials.noOpenInvoices')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table verticalSpacing="sm" aria-label={t('financials.openInvoices')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('financials.invoice')}</Table.Th>
                <Table.Th>{t('financials.client')}</Table.Th>
                <Table.Th>{t('financials.due')}</Table.Th>
                <Table.Th ta="right">{t('record.total')}</Table.Th>
                <Table.Th ta="right">{t('record.outstanding')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('financials.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      <Text fw={500} style={{ whiteSpace: 'nowrap' }}>
                        {invoice.number}
                      </Text>
                      {invoice.status === 'overdue' && (
                        <Badge color="red" variant="light" size="sm">
                          {t('status.overdue')}
                        </Badge>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>{invoice.clientName}</Table.Td>
                  <Table.Td>{format.date(invoice.dueDate)}</Table.Td>
                  <Table.Td ta="right">{format.money(invoice.totalCents)}</Table.Td>
                  <Table.Td ta="right">{format.money(invoice.totalCents - invoice.paidCents)}</Table.Td>
                  <Table.Td ta="right">
                    <RecordPaymentButton invoice={invoice} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {open.hasNextPage && (
        <Button variant="subtle" mt="sm" onClick={() => open.fetchNextPage()} loading={open.isFetchingNextPage}>
          {t('financials.more')}
        </Button>
      )}
    </Card>
  );
}

function RecentPayments() {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const payments = usePayments();
  const rows = payments.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('financials.recentPayments')}
      </Title>
      {payments.isPending ? (
        <Loader size="sm" />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('financials.noPayments')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table verticalSpacing="sm" aria-label={t('financials.recentPayments')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('record.date')}</Table.Th>
                <Table.Th>{t('financials.invoice')}</Table.Th>
                <Table.Th>{t('financials.client')}</Table.Th>
                <Table.Th>{t('record.method')}</Table.Th>
                <Table.Th ta="right">{t('record.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td>{payment.paidAt ? format.date(payment.paidAt) : '—'}</Table.Td>
                  <Table.Td>{payment.invoiceNumber}</Table.Td>
                  <Table.Td>{payment.clientName}</Table.Td>
                  <Table.Td>
                    {payment.provider === 'stripe'
                      ? t('financials.stripe')
                      : payment.method
                        ? t(`recorded.${payment.method as 'cash'}`)
                        : '—'}
                  </Table.Td>
                  <Table.Td ta="right">
                    {format.money(payment.amountCents)}
                    {payment.refundedCents > 0 && (
                      <Text size="xs" c="dimmed">
                        {t('record.refunded', { amount: format.money(payment.refundedCents) })}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {payments.hasNextPage && (
        <Button variant="subtle" mt="sm" onClick={() => payments.fetchNextPage()} loading={payments.isFetchingNextPage}>
          {t('financials.more')}
        </Button>
      )}
    </Card>
  );
}
