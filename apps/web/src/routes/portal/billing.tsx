// The portal's Billing & Invoices workspace (issue #10): admins manage invoices and record payments, clients read
// their organisation's and pay them. Invoices live in features/invoices and payments in features/payments; this route
// composes the two (features never import each other). The route's access rule (billing:read) is in
// config/portal-access.ts.
import type { InvoiceOnWire } from '@agency/shared/invoices';
import { can } from '@agency/shared/permissions';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getQueryClient } from '../../app/query-client';
import { PortalPage } from '../../components/portal-page';
import { isClientUser } from '../../config/roles';
import { invoiceSummaryQueryOptions } from '../../features/invoices/api/get-invoice-summary';
import { invoicesQueryOptions } from '../../features/invoices/api/list-invoices';
import { BillingWorkspace } from '../../features/invoices/components/billing-workspace';
import { PayNowButton } from '../../features/payments/components/pay-now-button';
import { PaymentResultAlert } from '../../features/payments/components/payment-result-alert';
import { RecordPaymentButton } from '../../features/payments/components/record-payment-button';
import { isPayable } from '../../features/payments/components/types';
import { BillTimeButton } from '../../features/time/components/bill-time-button';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';
import { useSession } from '../../lib/session';

const TITLE = 'Billing & Invoices';
const DESCRIPTION = 'Your invoices, payments and saved payment methods.';

/** The summary cards and the first page of invoices (no search, every status), as the workspace opens. */
export const clientLoader = () =>
  prefetchScreen(getQueryClient(), [invoiceSummaryQueryOptions(), invoicesQueryOptions({ status: null, q: '' })]);

export const shouldRevalidate = revalidateOnPathChange;

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

const payable = (invoice: InvoiceOnWire) => ({
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
  // Issue #20: an admin adds a project's approved time to the project's draft invoice.
  const paymentActions = can(role, 'payment:record')
    ? (invoice: InvoiceOnWire) =>
        isPayable(invoice.status) ? (
          <RecordPaymentButton invoice={payable(invoice)} />
        ) : invoice.status === 'draft' && invoice.projectId && can(role, 'invoice:manage') ? (
          <BillTimeButton invoiceId={invoice.id} projectId={invoice.projectId} />
        ) : null
    : can(role, 'payment:pay')
      ? (invoice: InvoiceOnWire) => <PayNowButton invoice={payable(invoice)} />
      : undefined;
  return (
    <PortalPage
      title={t('page.title')}
      description={isClientUser(role) ? t('page.clientDescription') : t('page.description')}
    >
      <Stack gap="md">
        <PaymentResultAlert />
        <BillingWorkspace paymentActions={paymentActions} />
      </Stack>
    </PortalPage>
  );
}
