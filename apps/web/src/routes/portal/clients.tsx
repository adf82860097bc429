// The Clients (CRM) workspace (issue #8, 001 §2 "Clients"): admin and agent; others get 'Access restricted.'
// (config/portal-access.ts). Its parts live in features/clients.
import { useTranslation } from 'react-i18next';
import { getQueryClient } from '../../app/query-client';
import { PortalPage } from '../../components/portal-page';
import { clientsQueryOptions } from '../../features/clients/api/list-clients';
import { ClientsWorkspace } from '../../features/clients/components/clients-workspace';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';

/** The first page of clients by name, unfiltered. */
export const clientLoader = () =>
  prefetchScreen(getQueryClient(), [clientsQueryOptions({ q: '', status: null, location: null, sort: 'name' })]);

export const shouldRevalidate = revalidateOnPathChange;

export const meta = () => pageMeta({ title: 'Clients', description: 'Client organisations.', noIndex: true });

export default function ClientsPage() {
  const { t } = useTranslation('clients');
  return (
    <PortalPage title={t('title')} description={t('description')}>
      <ClientsWorkspace />
    </PortalPage>
  );
}
