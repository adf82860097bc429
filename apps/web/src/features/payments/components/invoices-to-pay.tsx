import { Badge, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { useOpenInvoices } from '../api/list-open-invoices';
import { PayNowButton } from './pay-now-button';

/** The organisation's sent and overdue invoices with Pay Now (001 §2: Pay Now for sent or overdue invoices). */
export function InvoicesToPay() {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const open = useOpenInvoices();
  const rows = open.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('toPay.title')}
      </Title>
      {open.isPending ? (
        <Loader size="sm" />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('toPay.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table verticalSpacing="sm" aria-label={t('toPay.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('financials.invoice')}</Table.Th>
                <Table.Th>{t('financials.due')}</Table.Th>
                <Table.Th ta="right">{t('record.outstanding')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>
                    <Group gap="xs">
                      <Text fw={500} style={{ whiteSpace: 'nowrap' }}>
                        {invoice.number}
                      </Text>
                      {invoice.status === 'overdue' && (
                        <Badge color="red" variant="light" size="sm">
                          {t('status.overdue')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{format.date(invoice.dueDate)}</Table.Td>
                  <Table.Td ta="right">{format.money(invoice.totalCents - invoice.paidCents)}</Table.Td>
                  <Table.Td ta="right">
                    <Stack gap={4} align="flex-end">
                      <PayNowButton invoice={invoice} />
                    </Stack>
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
