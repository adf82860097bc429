// Automations (issue #21 point 6, D21; 001 §2 Role actions hub: the Workflows and Templates tabs): admins and agents
// (config/portal-access.ts). Its parts live in features/automations.
import { useTranslation } from 'react-i18next';
import { getQueryClient } from '../../app/query-client';
import { PortalPage } from '../../components/portal-page';
import { templatesQueryOptions, workflowsQueryOptions } from '../../features/automations/api/automations';
import { AutomationsWorkspace } from '../../features/automations/components/automations-workspace';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';

export const clientLoader = () => prefetchScreen(getQueryClient(), [workflowsQueryOptions(), templatesQueryOptions()]);

export const shouldRevalidate = revalidateOnPathChange;

export const meta = () => pageMeta({ title: 'Automations', description: 'Workflows and templates.', noIndex: true });

export default function AutomationsPage() {
  const { t } = useTranslation('automations');
  return (
    <PortalPage title={t('title')} description={t('description')}>
      <AutomationsWorkspace />
    </PortalPage>
  );
}
