import type { InvoiceSummaryOnWire } from '@agency/shared/invoices';
import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarDue,
  IconCash,
  IconClock,
  IconFileInvoice,
  IconReceipt,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';

function Figure({ label, value, hint, icon }: { label: string; value: string; hint?: string; icon: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Text size="sm" c="dimmed" fw={500} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        {icon}
        {label}
      </Text>
      <Text fz={24} fw={700} mt={4}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

/** A line's height without text: the skeleton's lines take the size of the figures they stand for. */
const NBSP = '\u00a0';

/** The cards' place while the figures load: four cards of the same size (label, figure, hint), so nothing below moves. */
export function SummaryCardsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} aria-hidden="true" data-testid="summary-cards-loading">
      {['a', 'b', 'c', 'd'].map((key) => (
        <Card key={key} withBorder padding="md" radius="md">
          <Skeleton width="60%">
            <Text size="sm">{NBSP}</Text>
          </Skeleton>
          <Skeleton width="45%" mt={4}>
            <Text fz={24} fw={700}>
              {NBSP}
            </Text>
          </Skeleton>
          <Skeleton width="35%">
            <Text size="xs">{NBSP}</Text>
          </Skeleton>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The agency's cards (Total Revenue, Paid Invoices, Pending, Overdue) or the client's, from the server's figures. */
export function SummaryCards({ summary }: { summary: InvoiceSummaryOnWire }) {
  const { t } = useTranslation('invoices');
  const f = useFormat();
  const icon = (node: ReactNode) => node;
  if (summary.kind === 'agency') {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Figure
          label={t('cards.totalRevenue')}
          value={f.money(summary.totalRevenueCents)}
          hint={t('cards.totalRevenueHint')}
          icon={icon(<IconCash size={16} aria-hidden="true" />)}
        />
        <Figure
          label={t('cards.paidInvoices')}
          value={f.number(summary.paid.count)}
          hint={f.money(summary.paid.cents)}
          icon={<IconReceipt size={16} aria-hidden="true" />}
        />
        <Figure
          label={t('cards.pending')}
          value={f.money(summary.pending.cents)}
          hint={t('cards.invoicesCount', { count: summary.pending.count })}
          icon={<IconClock size={16} aria-hidden="true" />}
        />
        <Figure
          label={t('cards.overdue')}
          value={f.money(summary.overdue.cents)}
          hint={t('cards.invoicesCount', { count: summary.overdue.count })}
          icon={<IconAlertTriangle size={16} aria-hidden="true" />}
        />
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <Figure
        label={t('cards.totalPaid')}
        value={f.money(summary.totalPaidCents)}
        icon={<IconCash size={16} aria-hidden="true" />}
      />
      <Figure
        label={t('cards.outstanding')}
        value={f.money(summary.outstandingCents)}
        icon={<IconClock size={16} aria-hidden="true" />}
      />
      <Figure
        label={t('cards.nextPayment')}
        value={summary.nextPayment ? f.money(summary.nextPayment.amountDueCents) : t('cards.nothingDue')}
        hint={
          summary.nextPayment ? t('cards.nextPaymentDue', { date: f.date(summary.nextPayment.dueDate) }) : undefined
        }
        icon={<IconCalendarDue size={16} aria-hidden="true" />}
      />
      <Figure
        label={t('cards.totalInvoices')}
        value={f.number(summary.totalInvoices)}
        icon={<IconFileInvoice size={16} aria-hidden="true" />}
      />
    </SimpleGrid>
  );
}
