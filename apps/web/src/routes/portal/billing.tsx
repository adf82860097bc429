// The portal's Billing & Invoices workspace (issue #10): admins manage invoices, clients read their organisation's.
// Its parts live in features/invoices; the route's access rule (billing:read) is in config/portal-access.ts.
import { useTranslation } from 'react-i18next';
import { PortalPage } from '../../components/portal-page';
import { BillingWorkspace } from '../../features/invoices/components/billing-workspace';
import { pageMeta } from '../../lib/meta';
import { useSession } from '../../lib/session';

const TITLE = 'Billing & Invoices';
const DESCRIPTION = 'Your invoices, payments and saved payment methods.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

export default function BillingPage() {
  const { t } = useTranslation('invoices');
  const role = useSession().data?.user.role;
  return (
    <PortalPage
      title={t('page.title')}
      description={role === 'CLIENT' ? t('page.clientDescription') : t('page.description')}
    >
      <BillingWorkspace />
    </PortalPage>
  );
}
