// The Proposals workspace (issue #10): the route module; its parts live in features/proposals. Registered in
// routes.ts inside the portal layout as /dashboard/proposals (?proposal=<id> opens one).
import { can } from '@agency/shared/permissions';
import { useTranslation } from 'react-i18next';
import { getQueryClient } from '../../app/query-client';
import { PortalPage } from '../../components/portal-page';
import { proposalsQueryOptions } from '../../features/proposals/api/list-proposals';
import { ProposalsWorkspace } from '../../features/proposals/components/proposals-workspace';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';
import { useSession } from '../../lib/session';

/** The first page of the All tab, with no search. */
export const clientLoader = () => prefetchScreen(getQueryClient(), [proposalsQueryOptions({ status: null, q: '' })]);

export const shouldRevalidate = revalidateOnPathChange;

export const meta = () =>
  pageMeta({
    title: 'Proposals',
    description: 'Proposals to clients: drafts, sent, viewed and decided, with signed acceptance.',
    noIndex: true,
  });

export default function ProposalsPage() {
  const { t } = useTranslation('proposals');
  // Staff prepare and send proposals; a client receives and decides them (issue #18 point 25).
  const staff = can(useSession().data?.user.role, 'proposal:write');
  return (
    <PortalPage title={t('page.title')} description={staff ? t('page.description') : t('page.clientDescription')}>
      <ProposalsWorkspace />
    </PortalPage>
  );
}
