import { dollarsToCents } from '@agency/shared/money';
import {
  RECORDED_PAYMENT_METHODS,
  type RecordedPaymentMethod,
  type RecordPaymentBody,
  recordPaymentBody,
} from '@agency/shared/payments';
import { Alert, Badge, Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput, parseAmount, type TypedNumber } from '../../../components/money-input';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { today } from '../../../lib/today';
import { useInvoicePayments } from '../api/invoice-payments';
import { useRecordPayment } from '../api/record-payment';
import { useRefundPayment } from '../api/refund-payment';
import { isPayable, type PayableInvoice } from './types';

/** Record Payment's dialog (admin, D16): what arrived by transfer, card, cash or check; partial payments add up. */
export function RecordPaymentDialog({
  invoice,
  opened,
  onClose,
}: {
  invoice: PayableInvoice;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('payments');
  return (
    <Modal opened={opened} onClose={onClose} title={t('record.title', { number: invoice.number })} size="lg" centered>
      {opened && <RecordPaymentPanel invoice={invoice} onDone={onClose} />}
    </Modal>
  );
}

type Values = { amountCents: number; paidOn: string; method: RecordedPaymentMethod; reference: string };

function RecordPaymentPanel({ invoice, onDone }: { invoice: PayableInvoice; onDone: () => void }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const payments = useInvoicePayments(invoice.id);
  const record = useRecordPayment();
  const refund = useRefundPayment();
  const outstanding = payments.data?.outstandingCents ?? Math.max(0, invoice.totalCents - invoice.paidCents);
  // The field keeps what is typed ('12.' on the way to "12.75"); the form holds its cents (issue #18, 19).
  const [typedAmount, setTypedAmount] = useState<TypedNumber>(outstanding / 100);
  const form = useSchemaForm<Values>(recordPaymentBody, {
    initialValues: { amountCents: outstanding, paidOn: today(), method: 'bank_transfer', reference: '' },
  });
  const status = payments.data?.status ?? invoice.status;

  const submit = form.onSubmit((body) =>
    // mutateAsync: the row (and this dialog) may leave the list before a mutate() callback would run.
    record
      .mutateAsync({ invoiceId: invoice.id, body: body satisfies RecordPaymentBody })
      .then((result) => {
        showToast({
          type: 'success',
          message: result.status === 'paid' ? t('record.paid', { number: invoice.number }) : t('record.saved'),
        });
        if (result.status === 'paid') onDone();
        else {
          setTypedAmount(result.outstandingCents / 100);
          form.setFieldValue('amountCents', result.outstandingCents);
        }
      })
      .catch((error: unknown) => showServerErrors(form, error)),
  );
  const amount = form.getInputProps('amountCents');

  return (
    <Stack gap="md">
      <Group gap="xl">
        <Figure label={t('record.total')} value={format.money(payments.data?.totalCents ?? invoice.totalCents)} />
        <Figure label={t('record.received')} value={format.money(payments.data?.paidCents ?? invoice.paidCents)} />
        <Figure label={t('record.outstanding')} value={format.money(outstanding)} />
        <Badge variant="light" color={status === 'paid' ? 'green' : status === 'overdue' ? 'red' : 'blue'}>
          {t(`status.${status}`)}
        </Badge>
      </Group>

      {payments.data && payments.data.payments.length > 0 && (
        <Table.ScrollContainer minWidth={480} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table verticalSpacing="xs" aria-label={t('record.history')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('record.date')}</Table.Th>
                <Table.Th>{t('record.method')}</Table.Th>
                <Table.Th>{t('record.reference')}</Table.Th>
                <Table.Th ta="right">{t('record.amount')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.data.payments.map((payment) => {
                const left = payment.amountCents - payment.refundedCents;
                return (
                  <Table.Tr key={payment.id}>
                    <Table.Td>{payment.paidAt ? format.date(payment.paidAt) : '—'}</Table.Td>
                    <Table.Td>
                      {payment.method ? t(`recorded.${payment.method as RecordedPaymentMethod}`) : '—'}
                    </Table.Td>
                    <Table.Td>{payment.reference ?? '—'}</Table.Td>
                    <Table.Td ta="right">
                      {format.money(payment.amountCents)}
                      {payment.refundedCents > 0 && (
                        <Text size="xs" c="dimmed">
                          {t('record.refunded', { amount: format.money(payment.refundedCents) })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      {left > 0 && payment.status === 'succeeded' && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          loading={refund.isPending && refund.variables?.paymentId === payment.id}
                          onClick={() => {
                            if (window.confirm(t('record.refundConfirm', { amount: format.money(left) })))
                              refund.mutate({ paymentId: payment.id, body: {} });
                          }}
                        >
                          {t('record.refund')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {refund.isError && (
        <Alert color="red" role="alert">
          {errorMessage(refund.error, 'Failed to process payment. Please try again.')}
        </Alert>
      )}

      {isPayable(status) && outstanding > 0 ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Group grow align="flex-start">
              <MoneyInput
                label={t('record.amount')}
                error={amount.error}
                value={typedAmount}
                onChange={(value) => {
                  setTypedAmount(value);
                  form.setFieldValue('amountCents', dollarsToCents(parseAmount(value) ?? 0));
                }}
                min={0.01}
                max={outstanding / 100}
                fixedDecimalScale
                required
              />
              <TextInput type="date" label={t('record.date')} {...form.getInputProps('paidOn')} required />
            </Group>
            <Group grow align="flex-start">
              <Select
                label={t('record.method')}
                {...form.getInputProps('method')}
                data={RECORDED_PAYMENT_METHODS.map((value) => ({ value, label: t(`recorded.${value}`) }))}
                allowDeselect={false}
              />
              <TextInput label={t('record.reference')} {...form.getInputProps('reference')} maxLength={120} />
            </Group>
            {record.isError && (
              <Alert color="red" role="alert">
                {errorMessage(record.error, 'Failed to process payment. Please try again.')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={record.isPending}>
                {t('record.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Text c="dimmed">{status === 'paid' ? t('record.alreadyPaid') : t('record.notOpen')}</Text>
      )}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}
