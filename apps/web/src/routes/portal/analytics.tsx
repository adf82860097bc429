// Business Analytics (001 §2, §9; issue #21): admins and agents, each within their scope; the parts live in
// features/analytics, Recent Activity is the overview's own list.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getQueryClient } from '../../app/query-client';
import { preloadCharts } from '../../components/lazy-chart';
import { PortalPage } from '../../components/portal-page';
import { businessAnalyticsQueryOptions } from '../../features/analytics/api/get-business-analytics';
import { rangeFrom } from '../../features/analytics/api/range';
import { BusinessAnalytics } from '../../features/analytics/components/business-analytics';
import { RecentActivity } from '../../features/overview/components/recent-activity';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';

/** The figures of the range the URL names (the default, last 30 days, when it names none); the charts' code beside them. */
export const clientLoader = ({ request }: { request: Request }) => {
  void preloadCharts();
  return prefetchScreen(getQueryClient(), [businessAnalyticsQueryOptions(rangeFrom(new URL(request.url).search))]);
};

export const shouldRevalidate = revalidateOnPathChange;

export const meta = () =>
  pageMeta({
    title: 'Business Analytics',
    description: 'Proposals, conversion and revenue for the chosen period.',
    noIndex: true,
  });

export default function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  const { search } = useLocation();
  return (
    <PortalPage title={t('business.title')} description={t('business.description')}>
      <BusinessAnalytics range={rangeFrom(search)} renderActivity={(items) => <RecentActivity items={items} />} />
    </PortalPage>
  );
}
