// The Calendar workspace (issue #20 point 5; 001 §2 Calendar; D17): the route module; its parts live in
// features/calendar, the grid's library in a chunk of its own.
import { useTranslation } from 'react-i18next';
import { getQueryClient } from '../../app/query-client';
import { PortalPage } from '../../components/portal-page';
import { prefetchCalendarScreen } from '../../features/calendar/api/screen';
import { CalendarWorkspace } from '../../features/calendar/components/calendar-workspace';
import { pageMeta } from '../../lib/meta';
import { revalidateOnPathChange } from '../../lib/prefetch';

export const meta = () => pageMeta({ title: 'Calendar', description: 'Calendar', noIndex: true });

export const clientLoader = () => prefetchCalendarScreen(getQueryClient());

export const shouldRevalidate = revalidateOnPathChange;

export default function CalendarPage() {
  const { t } = useTranslation('calendar');
  return (
    <PortalPage title={t('page.title')} description={t('page.description')}>
      <CalendarWorkspace />
    </PortalPage>
  );
}
