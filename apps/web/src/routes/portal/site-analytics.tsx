// Site Analytics (001 §2, D18; issue #21): admin only. First-party, cookieless visits and the funnel from a visit
// to a paid invoice; the parts live in features/analytics.
import { SITE_TIME_RANGES } from '@agency/shared/insight-rules';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getQueryClient } from '../../app/query-client';
import { PortalPage } from '../../components/portal-page';
import { siteAnalyticsQueryOptions } from '../../features/analytics/api/get-site-analytics';
import { rangeFrom } from '../../features/analytics/api/range';
import { SiteAnalytics } from '../../features/analytics/components/site-analytics';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';

export const clientLoader = ({ request }: { request: Request }) =>
  prefetchScreen(getQueryClient(), [
    siteAnalyticsQueryOptions(rangeFrom(new URL(request.url).search, SITE_TIME_RANGES)),
  ]);

export const shouldRevalidate = revalidateOnPathChange;

export const meta = () =>
  pageMeta({ title: 'Site Analytics', description: 'Visits, sources, top pages and the funnel.', noIndex: true });

export default function SiteAnalyticsPage() {
  const { t } = useTranslation('analytics');
  const { search } = useLocation();
  return (
    <PortalPage title={t('site.title')} description={t('site.description')}>
      <SiteAnalytics range={rangeFrom(search, SITE_TIME_RANGES)} />
    </PortalPage>
  );
}
