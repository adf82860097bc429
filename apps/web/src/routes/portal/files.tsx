// Files & Assets (issue #9 point 5; 001 §2, D24): the route module; its parts live in features/files.
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PortalPage } from '../../components/portal-page';
import { FilesWorkspace } from '../../features/files/components/files-workspace';
import { pageMeta } from '../../lib/meta';
import { useSession } from '../../lib/session';

export const meta = () => pageMeta({ title: 'Files & Assets', description: 'Files & Assets', noIndex: true });

export default function FilesPage() {
  const { t } = useTranslation('files');
  const session = useSession();
  const role = session.data?.user.role;
  return (
    <PortalPage title={t('page.title')} description={t('page.description')}>
      {role ? (
        <FilesWorkspace role={role} />
      ) : (
        <Center py="xl">
          <Loader role="status" aria-label={t('loading')} />
        </Center>
      )}
    </PortalPage>
  );
}
