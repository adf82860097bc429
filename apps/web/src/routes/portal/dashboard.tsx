import { getQueryClient } from '../../app/query-client';
import { overviewQueryOptions } from '../../features/overview/api/get-overview';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';
import { RoleOverview } from './role-overview';

const TITLE = 'Dashboard';
const DESCRIPTION = 'Your overview of projects, proposals, invoices and messages, and the shortcuts you use most.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

/** GET /api/overview starts with the route's code (issue #19): the overview renders once, with its figures. */
export const clientLoader = () => prefetchScreen(getQueryClient(), [overviewQueryOptions()]);

export const shouldRevalidate = revalidateOnPathChange;

/** Every role's Overview (001 §2); the layout's guard sends admins to /admin and agents to /agent. */
export default function DashboardPage() {
  return <RoleOverview page="dashboard" />;
}
