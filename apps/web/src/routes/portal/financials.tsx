// Company financials (001 §3, issue #10; admin only): figures, monthly revenue, open invoices and payments.
import { useTranslation } from 'react-i18next';
import { getQueryClient } from '../../app/query-client';
import { preloadCharts } from '../../components/lazy-chart';
import { PortalPage } from '../../components/portal-page';
import { financialsQueryOptions } from '../../features/payments/api/get-financials';
import { openInvoicesQueryOptions } from '../../features/payments/api/list-open-invoices';
import { paymentsQueryOptions } from '../../features/payments/api/list-payments';
import { FinancialsScreen } from '../../features/payments/components/financials-screen';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';

/** The figures, the open invoices and the latest payments; the chart's code beside them. */
export const clientLoader = () => {
  void preloadCharts();
  return prefetchScreen(getQueryClient(), [
    financialsQueryOptions(),
    openInvoicesQueryOptions(),
    paymentsQueryOptions(),
  ]);
};

export const shouldRevalidate = revalidateOnPathChange;

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
