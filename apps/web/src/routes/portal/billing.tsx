// The portal's Billing & Invoices workspace (issue #10): admins manage invoices and record payments, clients read
// their organisation's and pay them. Invoices live in features/invoices and payments in features/payments; this route
// composes the two (features never import each other). The route's access rule (billing:read) is in
// config/portal-access.ts.
import type { Invoice } from '@agency/shared/invoices';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PortalPage } from '../../components/portal-page';
import { BillingWorkspace } from '../../features/invoices/components/billing-workspace';
import { PayNowButton } from '../../features/payments/components/pay-now-button';
import { PaymentResultAlert } from '../../features/payments/components/payment-result-alert';
import { RecordPaymentButton } from '../../features/payments/components/record-payment-button';
import { isPayable } from '../../features/payments/components/types';
import { pageMeta } from '../../lib/meta';
import { useSession } from '../../lib/session';

const TITLE = 'Billing & Invoices';
const DESCRIPTION = 'Your invoices, payments and saved payment methods.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

const payable = (invoice: Invoice) => ({
  id: invoice.id,
  number: invoice.number,
  status: invoice.status,
  totalCents: invoice.totalCents,
  paidCents: invoice.paidCents,
  clientId: invoice.clientId,
});

export default function BillingPage() {
  const { t } = useTranslation('invoices');
  const role = useSession().data?.user.role;
  // A client pays their organisation's open invoices; an admin records payments received (D16). The server
  // enforces both; these only offer what it would accept.
  const paymentActions =
    role === 'CLIENT'
      ? (invoice: Invoice) => <PayNowButton invoice={payable(invoice)} />
      : role === 'ADMIN'
        ? (invoice: Invoice) => (isPayable(invoice.status) ? <RecordPaymentButton invoice={payable(invoice)} /> : null)
        : undefined;
  return (
    <PortalPage
      title={t('page.title')}
      description={role === 'CLIENT' ? t('page.clientDescription') : t('page.description')}
    >
      <Stack gap="md">
        <PaymentResultAlert />
        <BillingWorkspace paymentActions={paymentActions} />
      </Stack>
    </PortalPage>
  );
}
