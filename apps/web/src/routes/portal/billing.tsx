import { useTranslation } from 'react-i18next';
import { PortalPage } from '../../components/portal-page';
import { pageMeta } from '../../lib/meta';

const TITLE = 'Billing & Invoices';
const DESCRIPTION = 'Your invoices, payments and saved payment methods.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

export default function BillingPage() {
  const { t } = useTranslation('pages');
  return <PortalPage title={t('billing.title')} description={t('billing.description')} />;
}
