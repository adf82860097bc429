import { useTranslation } from 'react-i18next';
import { PortalPage } from '../../components/portal-page';
import { pageMeta } from '../../lib/meta';

const TITLE = 'My Profile';
const DESCRIPTION = 'Your name, contact details, photo and role, and how the team sees you.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

export default function ProfilePage() {
  const { t } = useTranslation('pages');
  return <PortalPage title={t('profile.title')} description={t('profile.description')} />;
}
