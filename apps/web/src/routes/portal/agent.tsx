import { pageMeta } from '../../lib/meta';
import { RoleOverview } from './role-overview';

const TITLE = 'Agent Dashboard';
const DESCRIPTION = 'The projects assigned to you, your tasks, proposals and clients.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

/** The agent's home: their Overview (001 §2). */
export default function AgentPage() {
  return <RoleOverview />;
}
