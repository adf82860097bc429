// The Messages workspace (issue #9; 001 §2 "messaging", §7 messages): the route module; its parts live in
// features/messaging.
import { useTranslation } from 'react-i18next';
import { PortalPage } from '../../components/portal-page';
import { MessagingWorkspace } from '../../features/messaging/components/messaging-workspace';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta({ title: 'Messages', description: 'Messages', noIndex: true });

export default function MessagesPage() {
  const { t } = useTranslation('messaging');
  return (
    <PortalPage title={t('page.title')} description={t('page.description')}>
      <MessagingWorkspace />
    </PortalPage>
  );
}
