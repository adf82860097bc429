// Payment Methods (001 §2, issue #10): the route module; its parts live in features/payments.
import { canAny } from '@agency/shared/permissions';
import { useTranslation } from 'react-i18next';
import { getQueryClient } from '../../app/query-client';
import { sessionRole } from '../../app/route-data';
import { PortalPage } from '../../components/portal-page';
import { paymentConfigQuery } from '../../features/payments/api/get-payment-config';
import { paymentMethodsQueryOptions } from '../../features/payments/api/payment-methods';
import { PaymentMethodsScreen } from '../../features/payments/components/payment-methods-screen';
import { clientOptionsQueryOptions } from '../../lib/client-options';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';
import { useSession } from '../../lib/session';

/** The organisation's methods and how they are paid; an admin's list of clients to pick from. */
export async function clientLoader() {
  const manages = canAny(await sessionRole(), 'payment-method:manage');
  return prefetchScreen(
    getQueryClient(),
    manages ? [clientOptionsQueryOptions()] : [paymentConfigQuery, paymentMethodsQueryOptions(null)],
  );
}

export const shouldRevalidate = revalidateOnPathChange;

export const meta = () =>
  pageMeta({
    title: 'Payment Methods',
    description: 'The cards and bank accounts your organisation pays with.',
    noIndex: true,
  });

export default function PaymentMethodsPage() {
  const { t } = useTranslation('payments');
  const role = useSession().data?.user.role;
  return (
    <PortalPage title={t('pages.methodsTitle')} description={t('pages.methodsDescription')}>
      <PaymentMethodsScreen pickClient={canAny(role, 'payment-method:manage')} />
    </PortalPage>
  );
}
