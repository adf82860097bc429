import { homePathFor } from '@agency/shared/auth-rules';
import { getQueryClient } from '../../app/query-client';
import { PortalPage } from '../../components/portal-page';
import { requireRole } from '../../features/auth/guards';
import { pageMeta } from '../../lib/meta';

const TITLE = 'Agent Dashboard';
const DESCRIPTION = 'The projects assigned to you, your tasks, proposals and clients.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

// 000 §2 "Access": agents only; an admin goes to /admin, a client to /dashboard (their homes).
export const clientLoader = async () => {
  await requireRole(getQueryClient(), ['AGENT'], homePathFor);
  return null;
};

export default function AgentPage() {
  return <PortalPage title={TITLE} description={DESCRIPTION} />;
}
