// The Team workspace (issue #20, 001 §2 "Team workspace"): every role within its scope (a client sees the people on
// their projects, without the hidden figures). Its parts live in features/team.
import { useTranslation } from 'react-i18next';
import { getQueryClient } from '../../app/query-client';
import { PortalPage } from '../../components/portal-page';
import { teamSummaryQueryOptions } from '../../features/team/api/get-team-summary';
import { NO_TEAM_FILTERS, teamQueryOptions } from '../../features/team/api/list-team';
import { TeamDirectory } from '../../features/team/components/team-directory';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';

/** The stat cards and the first page of the team by name, unfiltered. */
export const clientLoader = () =>
  prefetchScreen(getQueryClient(), [teamSummaryQueryOptions(), teamQueryOptions(NO_TEAM_FILTERS)]);

export const shouldRevalidate = revalidateOnPathChange;

export const meta = () => pageMeta({ title: 'Team', description: 'The agency team.', noIndex: true });

export default function TeamPage() {
  const { t } = useTranslation('team');
  return (
    <PortalPage title={t('title')} description={t('description')}>
      <TeamDirectory />
    </PortalPage>
  );
}
