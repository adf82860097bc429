// The Messages workspace (issue #9; 001 §2 "messaging", §7 messages): the route module; its parts live in
// features/messaging.
import { useTranslation } from 'react-i18next';
import { getQueryClient } from '../../app/query-client';
import { PortalPage } from '../../components/portal-page';
import { messagesQueryOptions } from '../../features/messaging/api/list-messages';
import { threadsQueryOptions } from '../../features/messaging/api/list-threads';
import { MessagingWorkspace } from '../../features/messaging/components/messaging-workspace';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';
import type { Route } from './+types/messages';

export const meta = () => pageMeta({ title: 'Messages', description: 'Messages', noIndex: true });

/** The threads, and the thread `?project=` opens, start with the route's code (issue #19). */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => {
  const project = new URL(request.url).searchParams.get('project');
  return prefetchScreen(getQueryClient(), [threadsQueryOptions(), ...(project ? [messagesQueryOptions(project)] : [])]);
};

export const shouldRevalidate = revalidateOnPathChange;

export default function MessagesPage() {
  const { t } = useTranslation('messaging');
  return (
    <PortalPage title={t('page.title')} description={t('page.description')}>
      <MessagingWorkspace />
    </PortalPage>
  );
}
