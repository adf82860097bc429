// Files & Assets (issue #9 point 5; 001 §2, D24): the route module; its parts live in features/files.
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getQueryClient } from '../../app/query-client';
import { PortalPage } from '../../components/portal-page';
import { prefetchFilesScreen } from '../../features/files/api/screen';
import { FilesWorkspace } from '../../features/files/components/files-workspace';
import { pageMeta } from '../../lib/meta';
import { revalidateOnPathChange } from '../../lib/prefetch';
import { useSession } from '../../lib/session';
import type { Route } from './+types/files';

export const meta = () => pageMeta({ title: 'Files & Assets', description: 'Files & Assets', noIndex: true });

/** The listing's files and folders start with the route's code (issue #19): the workspace renders once, with them. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  prefetchFilesScreen(getQueryClient(), new URL(request.url));

export const shouldRevalidate = revalidateOnPathChange;

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
