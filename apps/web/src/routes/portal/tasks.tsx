// The Tasks workspace (issue #8 point 6; 001 §2 "Projects workspace and tasks", "My Tasks page"): the route module;
// its parts live in features/tasks. Clients are refused by the portal guard with 001 §6's message, and by the API.
import { useTranslation } from 'react-i18next';
import { PortalPage } from '../../components/portal-page';
import { TasksWorkspace } from '../../features/tasks/components/tasks-workspace';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta({ title: 'Tasks', description: 'Tasks', noIndex: true });

export default function TasksPage() {
  const { t } = useTranslation('tasks');
  return (
    <PortalPage title={t('page.title')} description={t('page.description')}>
      <TasksWorkspace />
    </PortalPage>
  );
}
