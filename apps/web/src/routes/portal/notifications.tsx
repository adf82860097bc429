import { useTranslation } from 'react-i18next';
import { getQueryClient } from '../../app/query-client';
import { PortalPage } from '../../components/portal-page';
import { notificationsQueryOptions } from '../../features/notifications/api/notifications-page-api';
import { NotificationsPage as NotificationsList } from '../../features/notifications/components/notifications-page';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';

const TITLE = 'Notifications';
const DESCRIPTION = 'Updates about your projects, proposals, invoices, messages and meetings, newest first.';

/** The first page of the All tab, every type, no search. */
export const clientLoader = () =>
  prefetchScreen(getQueryClient(), [notificationsQueryOptions({ filter: 'all', type: null, q: '' })]);

export const shouldRevalidate = revalidateOnPathChange;

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

/** 001 §2 Notifications page, which is also the Updates and Notifications screen (type filter, search, archive). */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  return (
    <PortalPage title={t('page.title')} description={t('page.description')}>
      <NotificationsList />
    </PortalPage>
  );
}
