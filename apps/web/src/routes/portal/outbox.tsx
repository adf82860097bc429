import { useTranslation } from 'react-i18next';
import { getQueryClient } from '../../app/query-client';
import { PortalPage } from '../../components/portal-page';
import { outboxQueryOptions } from '../../features/outbox/api/list-outbox';
import { OutboxList } from '../../features/outbox/components/outbox-list';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';

const TITLE = 'Outbox';
const DESCRIPTION = 'Every e-mail the portal writes, newest first: invitations, password resets, inquiries and more.';

/** The first page of mail, unfiltered. */
export const clientLoader = () =>
  prefetchScreen(getQueryClient(), [outboxQueryOptions({ to: '', kind: null, status: null })]);

export const shouldRevalidate = revalidateOnPathChange;

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

// D14: admins read outgoing mail here; without SMTP it is the only place an invited person's link can be found.
export default function OutboxPage() {
  const { t } = useTranslation('outbox');
  return (
    <PortalPage title={t('page.title')} description={t('page.description')}>
      <OutboxList />
    </PortalPage>
  );
}
