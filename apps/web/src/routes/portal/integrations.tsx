import { useTranslation } from 'react-i18next';
import { getQueryClient } from '../../app/query-client';
import { PortalPage } from '../../components/portal-page';
import { integrationsQueryOptions } from '../../features/integrations/api/list-integrations';
import { webhooksQueryOptions } from '../../features/integrations/api/list-webhooks';
import { IntegrationsWorkspace } from '../../features/integrations/components/integrations-workspace';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';

export const clientLoader = () =>
  prefetchScreen(getQueryClient(), [integrationsQueryOptions(), webhooksQueryOptions()]);

export const shouldRevalidate = revalidateOnPathChange;

export const meta = () =>
  pageMeta({ title: 'Integrations', description: 'Connect the tools your agency uses.', noIndex: true });

// D22: outgoing webhooks and Slack channels are real; the other catalogue entries keep a connected state.
export default function IntegrationsPage() {
  const { t } = useTranslation('integrations');
  return (
    <PortalPage title={t('page.title')} description={t('page.description')}>
      <IntegrationsWorkspace />
    </PortalPage>
  );
}
