import { useTranslation } from 'react-i18next';
import { getQueryClient } from '../../app/query-client';
import { PortalPage } from '../../components/portal-page';
import { pendingEmailChangeOptions } from '../../features/settings/api/email-change';
import { profileQueryOptions } from '../../features/settings/api/profile';
import { ProfileEditor } from '../../features/settings/components/profile-editor';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';

const TITLE = 'My Profile';
const DESCRIPTION = 'Your name, contact details, photo and role, and how the team sees you.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

export function clientLoader() {
  return prefetchScreen(getQueryClient(), [profileQueryOptions(), pendingEmailChangeOptions()]);
}

export const shouldRevalidate = revalidateOnPathChange;

export default function ProfilePage() {
  const { t } = useTranslation('pages');
  return (
    <PortalPage title={t('profile.title')} description={t('profile.description')}>
      <ProfileEditor />
    </PortalPage>
  );
}
