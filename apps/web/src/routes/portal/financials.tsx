// Company financials (001 §3, issue #10; admin only): figures, monthly revenue, open invoices and payments.
import { useTranslation } from 'react-i18next';
import { PortalPage } from '../../components/portal-page';
import { FinancialsScreen } from '../../features/payments/components/financials-screen';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Company Financials',
    description: 'Revenue, subscriptions, pending payments and refunds.',
    noIndex: true,
  });

export default function FinancialsPage() {
  const { t } = useTranslation('payments');
  return (
    <PortalPage title={t('pages.financialsTitle')} description={t('pages.financialsDescription')}>
      <FinancialsScreen />
    </PortalPage>
  );
}
