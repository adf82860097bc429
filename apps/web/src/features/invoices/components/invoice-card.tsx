import { LATE_FEE_PERCENT_PER_MONTH } from '@agency/shared/figures';
import type { InvoiceOnWire } from '@agency/shared/invoices';
import { ActionIcon, Alert, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconDownload, IconEye, IconPencil, IconSend, IconTrash, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { invoicePdfUrl } from '../api/get-invoice';
import { InvoiceStatusBadge } from './status-badge';

export interface InvoiceActions {
  onView: (invoice: InvoiceOnWire) => void;
  /** Admin only; each is offered where the status allows it. */
  onEdit?: (invoice: InvoiceOnWire) => void;
  onDelete?: (invoice: InvoiceOnWire) => void;
  onSend?: (invoice: InvoiceOnWire) => void;
  onCancel?: (invoice: InvoiceOnWire) => void;
  /** The payments workspace's slot (Pay Now, Record payment): wired when payments land; renders nothing today. */
  paymentActions?: (invoice: InvoiceOnWire) => ReactNode;
}

/** One invoice in the grid: number, client and project, amount, status, dates, the overdue notice and its actions. */
export function InvoiceCard({ invoice, actions }: { invoice: InvoiceOnWire; actions: InvoiceActions }) {
  const { t } = useTranslation('invoices');
  const f = useFormat();
  const overdue = invoice.status === 'overdue';
  const draft = invoice.status === 'draft';
  const issued = invoice.status === 'sent' || overdue;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-invoice={invoice.number}
      style={overdue ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={700}>{invoice.number}</Text>
            <Text size="sm" c="dimmed" truncate>
              {invoice.clientName} · {invoice.projectName ?? t('card.noProject')}
            </Text>
          </div>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <InvoiceStatusBadge status={invoice.status} />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t('card.menu', { number: invoice.number })}>
                  <IconDots size={18} aria-hidden="true" />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconEye size={16} aria-hidden="true" />}
                  onClick={() => actions.onView(invoice)}
                >
                  {t('card.viewDetails')}
                </Menu.Item>
                {draft && actions.onEdit && (
                  <Menu.Item
                    leftSection={<IconPencil size={16} aria-hidden="true" />}
                    onClick={() => actions.onEdit?.(invoice)}
                  >
                    {t('card.edit')}
                  </Menu.Item>
                )}
                {draft && actions.onSend && (
                  <Menu.Item
                    leftSection={<IconSend size={16} aria-hidden="true" />}
                    onClick={() => actions.onSend?.(invoice)}
                  >
                    {t('card.send')}
                  </Menu.Item>
                )}
                <Menu.Item
                  component="a"
                  href={invoicePdfUrl(invoice.id)}
                  download
                  leftSection={<IconDownload size={16} aria-hidden="true" />}
                >
                  {t('card.downloadPdf')}
                </Menu.Item>
                {issued && actions.onCancel && (
                  <Menu.Item
                    leftSection={<IconX size={16} aria-hidden="true" />}
                    onClick={() => actions.onCancel?.(invoice)}
                  >
                    {t('card.cancel')}
                  </Menu.Item>
                )}
                {draft && actions.onDelete && (
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden="true" />}
                    onClick={() => actions.onDelete?.(invoice)}
                  >
                    {t('card.delete')}
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        {invoice.description && (
          <Text size="sm" lineClamp={2}>
            {invoice.description}
          </Text>
        )}
        <Group justify="space-between" align="flex-end">
          <div>
            <Text size="xs" c="dimmed">
              {t('card.issued', { date: f.date(invoice.issueDate) })}
            </Text>
            <Text size="xs" c={overdue ? 'red' : 'dimmed'} fw={overdue ? 600 : undefined}>
              {t('card.due', { date: f.date(invoice.dueDate) })}
            </Text>
            {invoice.paidAt && (
              <Text size="xs" c="dimmed">
                {t('card.paidOn', { date: f.date(invoice.paidAt) })}
                {invoice.paymentMethodLabel ? ` · ${t('card.paidWith', { method: invoice.paymentMethodLabel })}` : ''}
              </Text>
            )}
          </div>
          <Text fz="xl" fw={700}>
            {f.money(invoice.totalCents)}
          </Text>
        </Group>
        {overdue && (
          <Alert color="red" variant="light" p="xs">
            <Text size="sm">{t('card.overdue')}</Text>
            {invoice.lateFeeCents > 0 && (
              <Text size="xs" mt={4}>
                {t('card.lateFee', {
                  percent: f.number(LATE_FEE_PERCENT_PER_MONTH),
                  amount: f.money(invoice.lateFeeCents),
                  count: invoice.monthsLate,
                })}
              </Text>
            )}
          </Alert>
        )}
        <Group gap="xs" mt="auto">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEye size={14} aria-hidden="true" />}
            onClick={() => actions.onView(invoice)}
          >
            {t('card.view')}
          </Button>
          <Button
            size="xs"
            variant="default"
            component="a"
            href={invoicePdfUrl(invoice.id)}
            download
            leftSection={<IconDownload size={14} aria-hidden="true" />}
          >
            {t('card.download')}
          </Button>
          {actions.paymentActions?.(invoice)}
        </Group>
      </Stack>
    </Card>
  );
}
