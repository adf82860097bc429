// The Clients (CRM) workspace (issue #8, 001 §2 "Clients"): admin and agent; others get 'Access restricted.'
// (config/portal-access.ts). Its parts live in features/clients.
import { useTranslation } from 'react-i18next';
import { PortalPage } from '../../components/portal-page';
import { ClientsWorkspace } from '../../features/clients/components/clients-workspace';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta({ title: 'Clients', description: 'Client organisations.', noIndex: true });

export default function ClientsPage() {
  const { t } = useTranslation('clients');
  return (
    <PortalPage title={t('title')} description={t('description')}>
      <ClientsWorkspace />
    </PortalPage>
  );
}
