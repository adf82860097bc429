import type { PayInvoiceResponse } from '@agency/shared/payments';
import { Alert, Button, CopyButton, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconBuildingBank, IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { usePayInvoice } from '../api/pay-invoice';
import { isPayable, type PayableInvoice } from './types';

/**
 * Pay Now (001 §2). With Stripe the browser goes to Stripe's hosted Checkout for what the invoice still owes; with
 * the manual provider it shows the bank-transfer instructions, the invoice number as the reference.
 */
export function PayNowButton({ invoice }: { invoice: PayableInvoice }) {
  const { t } = useTranslation('payments');
  const pay = usePayInvoice();
  const [instructions, setInstructions] = useState<Extract<PayInvoiceResponse, { kind: 'bank-transfer' }> | null>(null);
  if (!isPayable(invoice.status)) return null;

  const start = () =>
    pay.mutate(invoice.id, {
      onSuccess: (result) => {
        if (result.kind === 'redirect') window.location.assign(result.url);
        else setInstructions(result);
      },
    });

  return (
    <>
      <Button
        size="xs"
        leftSection={<IconCreditCard size={16} aria-hidden="true" />}
        loading={pay.isPending}
        onClick={start}
      >
        {t('payNow.button')}
      </Button>
      {pay.isError && (
        <Text size="sm" c="red" role="alert">
          {errorMessage(pay.error, 'Failed to process payment. Please try again.')}
        </Text>
      )}
      <Modal
        opened={instructions !== null}
        onClose={() => setInstructions(null)}
        title={t('payNow.title', { number: invoice.number })}
        centered
      >
        {instructions && <BankInstructions instructions={instructions} />}
      </Modal>
    </>
  );
}

function BankInstructions({ instructions }: { instructions: Extract<PayInvoiceResponse, { kind: 'bank-transfer' }> }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const rows: [string, string][] = [
    [t('payNow.amount'), format.money(instructions.amountDueCents)],
    [t('payNow.reference'), instructions.reference],
    [t('payNow.accountName'), instructions.bank.accountName],
    [t('payNow.bankName'), instructions.bank.bankName],
    [t('payNow.iban'), instructions.bank.iban],
    [t('payNow.bic'), instructions.bank.bic],
  ];
  return (
    <Stack gap="md">
      <Alert icon={<IconBuildingBank size={18} aria-hidden="true" />} color="blue" variant="light">
        {t('payNow.intro', { number: instructions.invoiceNumber })}
      </Alert>
      <Table withRowBorders={false} verticalSpacing={4} aria-label={t('payNow.details')}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={500} c="dimmed" w="40%">
                {label}
              </Table.Th>
              <Table.Td ff={label === t('payNow.iban') ? 'monospace' : undefined}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end">
        <CopyButton value={instructions.reference}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('payNow.copied') : t('payNow.copyReference')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" c="dimmed">
        {t('payNow.after')}
      </Text>
    </Stack>
  );
}
