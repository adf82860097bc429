// Payment Methods (001 §2, issue #10): the route module; its parts live in features/payments.
import { useTranslation } from 'react-i18next';
import { PortalPage } from '../../components/portal-page';
import { PaymentMethodsScreen } from '../../features/payments/components/payment-methods-screen';
import { pageMeta } from '../../lib/meta';
import { useSession } from '../../lib/session';

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
      <PaymentMethodsScreen pickClient={role === 'ADMIN'} />
    </PortalPage>
  );
}
