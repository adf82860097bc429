import { PortalPage } from '../../components/portal-page';
import { pageMeta } from '../../lib/meta';

const TITLE = 'Admin Panel';
const DESCRIPTION = 'Team, clients, payroll, integrations and system activity for the whole agency.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

export default function AdminPage() {
  return <PortalPage title={TITLE} description={DESCRIPTION} />;
}
