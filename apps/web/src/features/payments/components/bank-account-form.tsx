import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { errorMessage, translateErrors } from '../../../lib/error-message';
import { useAddPaymentMethod } from '../api/payment-methods';

/**
 * The manual provider's payment method: a bank account on file for transfers. Only the holder, the bank and the last
 * four digits are kept; no account number is ever sent whole.
 */
export function BankAccountForm({ clientId, onDone }: { clientId: string | null; onDone: () => void }) {
  const { t } = useTranslation('payments');
  const add = useAddPaymentMethod(clientId);
  const [holderName, setHolderName] = useState('');
  const [bankName, setBankName] = useState('');
  const [accountLast4, setLast4] = useState('');
  const fields = add.error instanceof ApiError && add.error.fields ? translateErrors(add.error.fields) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ kind: 'bank', holderName, bankName, accountLast4 }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fw={600}>{t('methods.addBankTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('methods.cardsNeedStripe')}
        </Text>
        <TextInput
          label={t('methods.holder')}
          value={holderName}
          onChange={(e) => setHolderName(e.currentTarget.value)}
          error={fields.holderName}
          required
          maxLength={120}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('methods.bank')}
            value={bankName}
            onChange={(e) => setBankName(e.currentTarget.value)}
            error={fields.bankName}
            required
            maxLength={120}
          />
          <TextInput
            label={t('methods.last4')}
            value={accountLast4}
            onChange={(e) => setLast4(e.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
            error={fields.accountLast4}
            inputMode="numeric"
            required
          />
        </Group>
        {add.isError && Object.keys(fields).length === 0 && (
          <Alert color="red" role="alert">
            {errorMessage(add.error, 'Failed to add payment method')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={add.isPending}>
            {t('methods.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {add.isPending ? t('methods.adding') : t('methods.addBank')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
