import { useTranslation } from 'react-i18next';
import { PortalPage } from '../../components/portal-page';
import { OutboxList } from '../../features/outbox/components/outbox-list';
import { pageMeta } from '../../lib/meta';

const TITLE = 'Outbox';
const DESCRIPTION = 'Every e-mail the portal writes, newest first: invitations, password resets, inquiries and more.';

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
