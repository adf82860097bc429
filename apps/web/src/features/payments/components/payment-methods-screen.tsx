import type { PaymentMethodOnWire } from '@agency/shared/payments';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconBuildingBank, IconCreditCard, IconPlus, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadOnIntent } from '../../../components/when-opened';
import { errorMessage } from '../../../lib/error-message';
import { usePaymentConfig } from '../api/get-payment-config';
import { useDeleteMethod, usePaymentMethods, useSetDefaultMethod } from '../api/payment-methods';
import { ClientPicker } from './client-picker';

// The add forms load when asked for (issue #19): zod, the form and Stripe's loader are not on the list's first paint.
const loadBankForm = () => import('./bank-account-form');
const loadCardForm = () => import('./stripe-card-form');
const BankAccountForm = lazy(() => loadBankForm().then((m) => ({ default: m.BankAccountForm })));
const StripeCardForm = lazy(() => loadCardForm().then((m) => ({ default: m.StripeCardForm })));

/** Payment Methods (001 §2): the organisation's saved cards (Stripe) or bank accounts on file (manual). */
export function PaymentMethodsScreen({ pickClient }: { pickClient: boolean }) {
  const { t } = useTranslation('payments');
  const [clientId, setClientId] = useState<string | null>(null);
  const ready = !pickClient || clientId !== null;
  return (
    <Stack gap="md">
      {pickClient && <ClientPicker value={clientId} onChange={setClientId} />}
      {ready ? <MethodsList clientId={clientId} /> : <Text c="dimmed">{t('client.choose')}</Text>}
    </Stack>
  );
}

function MethodsList({ clientId }: { clientId: string | null }) {
  const { t } = useTranslation('payments');
  const config = usePaymentConfig();
  const methods = usePaymentMethods(clientId);
  const setDefault = useSetDefaultMethod(clientId);
  const remove = useDeleteMethod(clientId);
  const [adding, setAdding] = useState(false);
  const stripeKey = config.data?.provider === 'stripe' ? config.data.publishableKey : null;

  if (methods.isPending || config.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('methods.loading')} />
      </Center>
    );
  }
  if (methods.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(methods.error, 'Failed to load payment methods')}
      </Alert>
    );
  }

  const form = adding && (
    <Paper withBorder p="md" radius="md">
      <Suspense fallback={<Loader size="sm" aria-label={t('methods.loading')} />}>
        {stripeKey ? (
          <StripeCardForm publishableKey={stripeKey} clientId={clientId} onDone={() => setAdding(false)} />
        ) : (
          <BankAccountForm clientId={clientId} onDone={() => setAdding(false)} />
        )}
      </Suspense>
    </Paper>
  );

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        {!adding && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setAdding(true)}
            {...preloadOnIntent(stripeKey ? loadCardForm : loadBankForm)}
          >
            {stripeKey ? t('methods.addCard') : t('methods.addBank')}
          </Button>
        )}
      </Group>
      {form}
      {(setDefault.isError || remove.isError) && (
        <Alert color="red" role="alert">
          {setDefault.isError
            ? errorMessage(setDefault.error, 'Failed to set default payment method')
            : errorMessage(remove.error, 'Failed to delete payment method')}
        </Alert>
      )}
      {methods.data.items.length === 0 && !adding ? (
        <Card withBorder radius="md" p="xl">
          <Stack align="center" gap="xs">
            <IconCreditCard size={36} aria-hidden="true" color="var(--mantine-color-dimmed)" />
            <Text fw={600}>{t('methods.empty')}</Text>
            <Button
              variant="light"
              onClick={() => setAdding(true)}
              {...preloadOnIntent(stripeKey ? loadCardForm : loadBankForm)}
            >
              {t('methods.addFirst')}
            </Button>
          </Stack>
        </Card>
      ) : (
        <Stack gap="sm">
          {methods.data.items.map((method) => (
            <MethodRow
              key={method.id}
              method={method}
              onDefault={() => setDefault.mutate(method.id)}
              onDelete={() => {
                if (window.confirm(t('methods.deleteConfirm'))) remove.mutate(method.id);
              }}
              busy={setDefault.isPending || remove.isPending}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function MethodRow({
  method,
  onDefault,
  onDelete,
  busy,
}: {
  method: PaymentMethodOnWire;
  onDefault: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('payments');
  const card = method.type === 'card';
  const name = card
    ? method.brand
      ? method.brand.charAt(0).toUpperCase() + method.brand.slice(1)
      : t('methods.card')
    : (method.brand ?? t('methods.bankAccount'));
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="md" wrap="nowrap" miw={0}>
          {card ? <IconCreditCard size={28} aria-hidden="true" /> : <IconBuildingBank size={28} aria-hidden="true" />}
          <Stack gap={0} miw={0}>
            <Group gap="xs">
              <Text fw={600} lineClamp={2}>
                {t('methods.ending', { name, last4: method.last4 ?? '••••' })}
              </Text>
              {method.isDefault && (
                <Badge size="sm" variant="light">
                  {t('methods.default')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed" truncate>
              {card && method.expMonth && method.expYear
                ? t('methods.expires', { month: String(method.expMonth).padStart(2, '0'), year: method.expYear })
                : method.holderName}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {!method.isDefault && (
            <Button size="compact-sm" variant="subtle" onClick={onDefault} disabled={busy}>
              {t('methods.setDefault')}
            </Button>
          )}
          <Tooltip label={t('methods.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onDelete}
              disabled={busy}
              aria-label={t('methods.deleteNamed', { name, last4: method.last4 ?? '' })}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Card>
  );
}
