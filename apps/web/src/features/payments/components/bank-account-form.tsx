import { addBankAccountBody } from '@agency/shared/payments';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { useAddPaymentMethod } from '../api/payment-methods';

type Values = z.input<typeof addBankAccountBody>;

/**
 * The manual provider's payment method: a bank account on file for transfers. Only the holder, the bank and the last
 * four digits are kept; no account number is ever sent whole.
 */
export function BankAccountForm({ clientId, onDone }: { clientId: string | null; onDone: () => void }) {
  const { t } = useTranslation('payments');
  const add = useAddPaymentMethod(clientId);
  const form = useSchemaForm<Values>(addBankAccountBody, {
    initialValues: { kind: 'bank', holderName: '', bankName: '', accountLast4: '' },
  });
  // The banner only when the server's answer did not land on a field.
  const onFields = Object.keys(form.errors).length > 0;

  const submit = form.onSubmit((body) =>
    add.mutate(body, { onSuccess: onDone, onError: (error) => showServerErrors(form, error) }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fw={600}>{t('methods.addBankTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('methods.cardsNeedStripe')}
        </Text>
        <TextInput label={t('methods.holder')} {...form.getInputProps('holderName')} required maxLength={120} />
        <Group grow align="flex-start">
          <TextInput label={t('methods.bank')} {...form.getInputProps('bankName')} required maxLength={120} />
          <TextInput
            label={t('methods.last4')}
            {...form.getInputProps('accountLast4')}
            onChange={(e) => form.setFieldValue('accountLast4', e.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
            inputMode="numeric"
            required
          />
        </Group>
        {add.isError && !onFields && (
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
