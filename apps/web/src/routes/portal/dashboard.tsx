import { pageMeta } from '../../lib/meta';
import { RoleOverview } from './role-overview';

const TITLE = 'Dashboard';
const DESCRIPTION = 'Your overview of projects, proposals, invoices and messages, and the shortcuts you use most.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

/** Every role's Overview (001 §2); the layout's guard sends admins to /admin and agents to /agent. */
export default function DashboardPage() {
  return <RoleOverview />;
}
