import type { InvoiceOnWire } from '@agency/shared/invoices';
import { Alert, Badge, Button, Center, Group, Loader, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { invoicePdfUrl, useInvoice } from '../api/get-invoice';
import { InvoiceStatusBadge } from './status-badge';

interface InvoiceDetailsModalProps {
  id: string | null;
  onClose: () => void;
  onApplyLateFee?: (id: string) => void;
  applyingLateFee?: boolean;
  /** The payments workspace's slot (Pay Now, Record payment); renders nothing until it is wired. */
  paymentActions?: (invoice: InvoiceOnWire) => ReactNode;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** View Details (?invoice=<id>): the invoice with its lines and totals, the overdue notice, PDF and late fee. */
export function InvoiceDetailsModal({
  id,
  onClose,
  onApplyLateFee,
  applyingLateFee,
  paymentActions,
}: InvoiceDetailsModalProps) {
  const { t } = useTranslation('invoices');
  const f = useFormat();
  const query = useInvoice(id);
  const invoice = query.data;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="lg"
      title={invoice ? t('details.title', { number: invoice.number }) : ''}
      styles={{ title: { fontWeight: 700 } }}
      closeButtonProps={{ 'aria-label': t('details.close') }}
    >
      {query.isPending && id !== null && (
        <Center py="xl">
          <Loader role="status" aria-label={t('list.loading')} />
        </Center>
      )}
      {query.isError && (
        <Alert color="red" role="alert">
          {errorMessage(query.error, t('details.notFound'))}
        </Alert>
      )}
      {invoice && (
        <Stack gap="md">
          <Group justify="space-between">
            <InvoiceStatusBadge status={invoice.status} />
            <Text fw={700} fz="xl">
              {f.money(invoice.totalCents)}
            </Text>
          </Group>
          {invoice.status === 'overdue' && (
            <Alert color="red" variant="light">
              {t('card.overdue')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Field label={t('details.billTo')}>{invoice.clientName}</Field>
            <Field label={t('details.project')}>{invoice.projectName ?? t('card.noProject')}</Field>
            <Field label={t('details.issueDate')}>{f.date(invoice.issueDate)}</Field>
            <Field label={t('details.dueDate')}>{f.date(invoice.dueDate)}</Field>
          </SimpleGrid>
          {invoice.description && <Text size="sm">{invoice.description}</Text>}
          {invoice.tags.length > 0 && (
            <Group gap={4}>
              {invoice.tags.map((tag) => (
                <Badge key={tag} variant="outline" color="gray" size="sm">
                  {tag}
                </Badge>
              ))}
            </Group>
          )}
          <Table.ScrollContainer minWidth={420} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('details.description')}</Table.Th>
                  <Table.Th ta="right">{t('details.quantity')}</Table.Th>
                  <Table.Th ta="right">{t('details.rate')}</Table.Th>
                  <Table.Th ta="right">{t('details.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoice.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      {item.description}
                      {item.kind === 'late_fee' && (
                        <Badge ml="xs" size="xs" color="red" variant="light">
                          {t('details.lateFeeLine')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{f.number(item.quantity)}</Table.Td>
                    <Table.Td ta="right">{f.money(item.unitPriceCents)}</Table.Td>
                    <Table.Td ta="right">{f.money(item.amountCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Stack gap={2} align="flex-end">
            <Text size="sm">
              {t('details.total')}: <b>{f.money(invoice.totalCents)}</b>
            </Text>
            {invoice.paidCents > 0 && (
              <Text size="sm">
                {t('details.paid')}: {f.money(invoice.paidCents)}
              </Text>
            )}
            <Text size="sm">
              {t('details.amountDue')}: <b>{f.money(invoice.amountDueCents)}</b>
            </Text>
          </Stack>
          <Group justify="flex-end" gap="xs">
            {onApplyLateFee && invoice.status === 'overdue' && invoice.lateFeeCents > 0 && (
              <Button variant="light" color="red" loading={applyingLateFee} onClick={() => onApplyLateFee(invoice.id)}>
                {t('details.applyLateFee', { amount: f.money(invoice.lateFeeCents) })}
              </Button>
            )}
            {paymentActions?.(invoice)}
            <Button
              component="a"
              href={invoicePdfUrl(invoice.id)}
              download
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
            >
              {t('card.downloadPdf')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
