import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Connect Stripe: Stripe is configured on the server (its keys in the environment, D16), not in the browser, so this
 * says plainly whether it is and what that means for payouts.
 */
export function StripeModal({
  opened,
  provider,
  onClose,
}: {
  opened: boolean;
  provider: 'manual' | 'stripe';
  onClose: () => void;
}) {
  const { t } = useTranslation('payroll');
  return (
    <Modal opened={opened} onClose={onClose} title={t('stripe.title')} centered>
      <Stack gap="md">
        <Text size="sm">{provider === 'stripe' ? t('stripe.configured') : t('stripe.notConfigured')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('stripe.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
