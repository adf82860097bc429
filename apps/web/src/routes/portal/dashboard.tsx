import { PortalPage } from '../../components/portal-page';
import { pageMeta } from '../../lib/meta';

const TITLE = 'Dashboard';
const DESCRIPTION = 'Your overview of projects, proposals, invoices and messages, and the shortcuts you use most.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

export default function DashboardPage() {
  return <PortalPage title={TITLE} description={DESCRIPTION} />;
}
