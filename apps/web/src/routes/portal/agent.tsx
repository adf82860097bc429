import { getQueryClient } from '../../app/query-client';
import { overviewQueryOptions } from '../../features/overview/api/get-overview';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';
import { RoleOverview } from './role-overview';

const TITLE = 'Agent Dashboard';
const DESCRIPTION = 'The projects assigned to you, your tasks, proposals and clients.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

/** GET /api/overview starts with the route's code (issue #19): the overview renders once, with its figures. */
export const clientLoader = () => prefetchScreen(getQueryClient(), [overviewQueryOptions()]);

export const shouldRevalidate = revalidateOnPathChange;

/** The agent's home: their Overview (001 §2). */
export default function AgentPage() {
  return <RoleOverview page="agent" />;
}
