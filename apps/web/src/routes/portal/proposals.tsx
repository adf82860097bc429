// The Proposals workspace (issue #10): the route module; its parts live in features/proposals. Registered in
// routes.ts inside the portal layout as /dashboard/proposals (?proposal=<id> opens one).
import { useTranslation } from 'react-i18next';
import { PortalPage } from '../../components/portal-page';
import { ProposalsWorkspace } from '../../features/proposals/components/proposals-workspace';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Proposals',
    description: 'Proposals to clients: drafts, sent, viewed and decided, with signed acceptance.',
    noIndex: true,
  });

export default function ProposalsPage() {
  const { t } = useTranslation('proposals');
  return (
    <PortalPage title={t('page.title')} description={t('page.description')}>
      <ProposalsWorkspace />
    </PortalPage>
  );
}
