import { useTranslation } from 'react-i18next';
import { PortalPage } from '../../components/portal-page';
import { pageMeta } from '../../lib/meta';

const TITLE = 'Logs';
const DESCRIPTION = 'A record of every change made in the portal: who did what, to what, and when.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

export default function LogsPage() {
  const { t } = useTranslation('pages');
  return <PortalPage title={t('logs.title')} description={t('logs.description')} />;
}
