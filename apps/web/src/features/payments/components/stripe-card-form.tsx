import { Alert, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/error-message';
import { createSetupIntent, useAddPaymentMethod } from '../api/payment-methods';

/**
 * Add New Card (001 §2, §4, §5) with Stripe Elements through a SetupIntent. Stripe.js is imported here only, when
 * Stripe is configured and this form opens (D26): never part of the first screen's bundle.
 */
export function StripeCardForm({
  publishableKey,
  clientId,
  onDone,
}: {
  publishableKey: string;
  clientId: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('payments');
  const mount = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [card, setCard] = useState<StripeCardElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = useAddPaymentMethod(clientId);

  useEffect(() => {
    let element: StripeCardElement | null = null;
    let cancelled = false;
    void import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((loaded) => {
        if (cancelled || !loaded || !mount.current) return;
        element = loaded.elements().create('card', { hidePostalCode: true });
        element.mount(mount.current);
        element.on('ready', () => setCard(element));
        setStripe(loaded);
      })
      .catch(() => setError(translateMessage('Failed to add payment method')));
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [publishableKey]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !card) return;
    setBusy(true);
    setError(null);
    try {
      const { clientSecret } = await createSetupIntent(clientId);
      const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
      if (result.error) {
        setError(result.error.message ?? translateMessage('Failed to add card'));
        return;
      }
      const methodId = result.setupIntent?.payment_method;
      const id = typeof methodId === 'string' ? methodId : methodId?.id;
      if (!id) {
        setError(translateMessage('Failed to add card'));
        return;
      }
      await add.mutateAsync({ kind: 'card', paymentMethodId: id });
      onDone();
    } catch {
      setError(translateMessage('Failed to add payment method'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Text fw={600}>{t('methods.addCardTitle')}</Text>
        <Box
          ref={mount}
          p="sm"
          bd="1px solid var(--mantine-color-default-border)"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        />
        {!card && !error && <Loader size="sm" aria-label={t('methods.loadingCard')} />}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={busy}>
            {t('methods.cancel')}
          </Button>
          <Button type="submit" disabled={!card || busy}>
            {busy ? t('methods.adding') : t('methods.addCard')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
