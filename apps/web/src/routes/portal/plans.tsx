// Plans and subscription (001 §3, §9, issue #10): a client sees their organisation's plan; an admin picks a client.
import { useTranslation } from 'react-i18next';
import { PortalPage } from '../../components/portal-page';
import { PlansScreen } from '../../features/payments/components/plans-screen';
import { pageMeta } from '../../lib/meta';
import { useSession } from '../../lib/session';

export const meta = () =>
  pageMeta({
    title: 'Plans',
    description: 'Your plan, its next billing date and the plans you can move to.',
    noIndex: true,
  });

export default function PlansPage() {
  const { t } = useTranslation('payments');
  const role = useSession().data?.user.role;
  return (
    <PortalPage title={t('pages.plansTitle')} description={t('pages.plansDescription')}>
      <PlansScreen pickClient={role === 'ADMIN'} />
    </PortalPage>
  );
}
