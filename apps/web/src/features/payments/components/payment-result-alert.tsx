import { Alert } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/**
 * What the billing screen says when Stripe sends the browser back (`?payment=success|cancelled&invoice=<id>`). The
 * invoice turns paid when Stripe's signed webhook arrives, usually a moment later; the live channel refreshes it.
 */
export function PaymentResultAlert() {
  const { t } = useTranslation('payments');
  const [params, setParams] = useSearchParams();
  const outcome = params.get('payment');
  if (outcome !== 'success' && outcome !== 'cancelled') return null;
  const dismiss = () => {
    const next = new URLSearchParams(params);
    next.delete('payment');
    next.delete('invoice');
    setParams(next, { replace: true });
  };
  return outcome === 'success' ? (
    <Alert
      color="green"
      icon={<IconCircleCheck size={18} aria-hidden="true" />}
      title={t('result.successTitle')}
      withCloseButton
      onClose={dismiss}
    >
      {t('result.success')}
    </Alert>
  ) : (
    <Alert
      color="yellow"
      icon={<IconInfoCircle size={18} aria-hidden="true" />}
      title={t('result.cancelledTitle')}
      withCloseButton
      onClose={dismiss}
    >
      {t('result.cancelled')}
    </Alert>
  );
}
