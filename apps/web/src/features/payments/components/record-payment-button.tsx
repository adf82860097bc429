import { Button } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadOnIntent, WhenOpened } from '../../../components/when-opened';
import type { PayableInvoice } from './types';

// The dialog and its form load when first opened (issue #19): zod, the form and the Modal are not on the first paint
// of the billing and financials screens that show this button on every payable invoice.
const loadDialog = () => import('./record-payment-dialog');
const RecordPaymentDialog = lazy(() => loadDialog().then((m) => ({ default: m.RecordPaymentDialog })));

/** Record Payment (admin, D16): what arrived by transfer, card, cash or check; partial payments add up. */
export function RecordPaymentButton({ invoice }: { invoice: PayableInvoice }) {
  const { t } = useTranslation('payments');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconCash size={16} aria-hidden="true" />}
        onClick={() => setOpened(true)}
        {...preloadOnIntent(loadDialog)}
      >
        {t('record.button')}
      </Button>
      <WhenOpened opened={opened}>
        <RecordPaymentDialog invoice={invoice} opened={opened} onClose={() => setOpened(false)} />
      </WhenOpened>
    </>
  );
}
