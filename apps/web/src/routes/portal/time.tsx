// The Time screen (issue #20): the caller's weekly timesheet, and for admins the weeks waiting for approval. Its parts
// live in features/time. Clients are refused by the portal guard and by the API.
import { useTranslation } from 'react-i18next';
import { getQueryClient } from '../../app/query-client';
import { PortalPage } from '../../components/portal-page';
import { weekQueryOptions } from '../../features/time/api/get-week';
import { TimeWorkspace } from '../../features/time/components/time-workspace';
import { weekFromParam } from '../../features/time/week';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';
import { useSession } from '../../lib/session';
import { today } from '../../lib/today';
import type { Route } from './+types/time';

export const meta = () => pageMeta({ title: 'Time', description: 'Time tracking', noIndex: true });

/** The week in the URL starts with the route's code (issue #19). */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  prefetchScreen(getQueryClient(), [
    weekQueryOptions(weekFromParam(new URL(request.url).searchParams.get('week'), today())),
  ]);

export const shouldRevalidate = revalidateOnPathChange;

export default function TimePage() {
  const { t } = useTranslation('time');
  const session = useSession();
  const role = session.data?.user.role;
  return (
    <PortalPage title={t('page.title')} description={t('page.description')}>
      {role && <TimeWorkspace role={role} />}
    </PortalPage>
  );
}
