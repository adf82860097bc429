// The Tasks workspace (issue #8 point 6; 001 §2 "Projects workspace and tasks", "My Tasks page"): the route module;
// its parts live in features/tasks. Clients are refused by the portal guard with 001 §6's message, and by the API.
import { useTranslation } from 'react-i18next';
import { getQueryClient } from '../../app/query-client';
import { PortalPage } from '../../components/portal-page';
import { prefetchTasksScreen } from '../../features/tasks/api/screen';
import { TasksWorkspace } from '../../features/tasks/components/tasks-workspace';
import { pageMeta } from '../../lib/meta';
import { revalidateOnPathChange } from '../../lib/prefetch';
import type { Route } from './+types/tasks';

export const meta = () => pageMeta({ title: 'Tasks', description: 'Tasks', noIndex: true });

/** The open view's tasks start with the route's code (issue #19): the workspace renders once, with them. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  prefetchTasksScreen(getQueryClient(), new URL(request.url));

export const shouldRevalidate = revalidateOnPathChange;

export default function TasksPage() {
  const { t } = useTranslation('tasks');
  return (
    <PortalPage title={t('page.title')} description={t('page.description')}>
      <TasksWorkspace />
    </PortalPage>
  );
}
