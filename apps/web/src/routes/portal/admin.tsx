import { pageMeta } from '../../lib/meta';
import { RoleOverview } from './role-overview';

const TITLE = 'Admin Panel';
const DESCRIPTION = 'Team, clients, payroll, integrations and system activity for the whole agency.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

/** The admin's home: their Overview (001 §2). */
export default function AdminPage() {
  return <RoleOverview />;
}
