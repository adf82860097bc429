import { useTranslation } from 'react-i18next';
import { PortalPage } from '../../components/portal-page';
import { NotificationsPage as NotificationsList } from '../../features/notifications/components/notifications-page';
import { pageMeta } from '../../lib/meta';

const TITLE = 'Notifications';
const DESCRIPTION = 'Updates about your projects, proposals, invoices, messages and meetings, newest first.';

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
