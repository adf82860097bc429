import { PortalPage } from '../../components/portal-page';
import { pageMeta } from '../../lib/meta';

const TITLE = 'Notifications';
const DESCRIPTION = 'Updates about your projects, proposals, invoices, messages and meetings, newest first.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

export default function NotificationsPage() {
  return <PortalPage title={TITLE} description={DESCRIPTION} />;
}
