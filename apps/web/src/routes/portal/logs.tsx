import { useTranslation } from 'react-i18next';
import { PortalPage } from '../../components/portal-page';
import { LogsScreen } from '../../features/logs/components/logs-screen';
import { pageMeta } from '../../lib/meta';

const TITLE = 'Logs';
const DESCRIPTION = 'A record of every change made in the portal: who did what, to what, and when.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

// D20: System Logs (admins) and Activity Logs (everyone, in their own scope) over the audit trail.
export default function LogsPage() {
  const { t } = useTranslation('pages');
  return (
    <PortalPage title={t('logs.title')} description={t('logs.description')}>
      <LogsScreen />
    </PortalPage>
  );
}
