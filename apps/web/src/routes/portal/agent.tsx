import { PortalPage } from '../../components/portal-page';
import { pageMeta } from '../../lib/meta';

const TITLE = 'Agent Dashboard';
const DESCRIPTION = 'The projects assigned to you, your tasks, proposals and clients.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

export default function AgentPage() {
  return <PortalPage title={TITLE} description={DESCRIPTION} />;
}
