import { getQueryClient } from '../../app/query-client';
import { PortalPage } from '../../components/portal-page';
import { requireRole } from '../../features/auth/guards';
import { pageMeta } from '../../lib/meta';

const TITLE = 'Admin Panel';
const DESCRIPTION = 'Team, clients, payroll, integrations and system activity for the whole agency.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

// 000 §2 "Access": admins only; other signed-in users go to /dashboard (anonymous ones to /auth).
export const clientLoader = async () => {
  await requireRole(getQueryClient(), ['ADMIN'], () => '/dashboard');
  return null;
};

export default function AdminPage() {
  return <PortalPage title={TITLE} description={DESCRIPTION} />;
}
