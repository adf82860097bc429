// Plans and subscription (001 §3, §9, issue #10): a client sees their organisation's plan; an admin picks a client.
import { canAny } from '@agency/shared/permissions';
import { useTranslation } from 'react-i18next';
import { getQueryClient } from '../../app/query-client';
import { sessionRole } from '../../app/route-data';
import { PortalPage } from '../../components/portal-page';
import { openInvoicesQueryOptions } from '../../features/payments/api/list-open-invoices';
import { subscriptionQueryOptions } from '../../features/payments/api/subscription';
import { PlansScreen } from '../../features/payments/components/plans-screen';
import { clientOptionsQueryOptions } from '../../lib/client-options';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';
import { useSession } from '../../lib/session';

/** A client's plan and the invoices to pay; an admin's list of clients to pick from. */
export async function clientLoader() {
  const manages = canAny(await sessionRole(), 'subscription:manage');
  return prefetchScreen(
    getQueryClient(),
    manages ? [clientOptionsQueryOptions()] : [subscriptionQueryOptions(null), openInvoicesQueryOptions()],
  );
}

export const shouldRevalidate = revalidateOnPathChange;

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
      <PlansScreen pickClient={canAny(role, 'subscription:manage')} />
    </PortalPage>
  );
}
