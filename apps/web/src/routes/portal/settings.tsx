import { PortalPage } from '../../components/portal-page';
import { pageMeta } from '../../lib/meta';

const TITLE = 'Settings';
const DESCRIPTION = 'Your profile, general, notification, security, appearance, integration and advanced preferences.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

export default function SettingsPage() {
  return <PortalPage title={TITLE} description={DESCRIPTION} />;
}
