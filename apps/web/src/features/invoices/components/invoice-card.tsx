import { LATE_FEE_PERCENT_PER_MONTH } from '@agency/shared/figures';
import type { InvoiceOnWire } from '@agency/shared/invoices';
import { ActionIcon, type ActionIconProps, Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconDots, IconDownload, IconEye } from '@tabler/icons-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OnIntent } from '../../../components/on-intent';
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

const loadMenu = () => import('./invoice-card-menu').then((module) => module.InvoiceCardMenu);

/** The card's menu button, the same before and after the menu's code has loaded (invoice-card-menu.tsx). */
export function InvoiceMenuButton({
  number,
  ...props
}: { number: string } & ActionIconProps & ComponentProps<'button'>) {
  const { t } = useTranslation('invoices');
  return (
    <ActionIcon variant="subtle" color="gray" aria-label={t('card.menu', { number })} aria-haspopup="menu" {...props}>
      <IconDots size={18} aria-hidden="true" />
    </ActionIcon>
  );
}

/** One invoice in the grid: number, client and project, amount, status, dates, the overdue notice and its actions. */
export function InvoiceCard({ invoice, actions }: { invoice: InvoiceOnWire; actions: InvoiceActions }) {
  const { t } = useTranslation('invoices');
  const f = useFormat();
  const overdue = invoice.status === 'overdue';
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
            <OnIntent load={loadMenu} placeholder={<InvoiceMenuButton number={invoice.number} aria-expanded={false} />}>
              {(InvoiceCardMenu, intent) => <InvoiceCardMenu invoice={invoice} actions={actions} intent={intent} />}
            </OnIntent>
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
