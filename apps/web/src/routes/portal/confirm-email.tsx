import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PortalPage } from '../../components/portal-page';
import { EmailChangeConfirmation } from '../../features/settings/components/email-change-confirmation';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Confirm your new e-mail address',
    description: 'Completes a change of e-mail address.',
    noIndex: true,
  });

/** The link mailed to a new address (My Profile › Change e-mail) lands here. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation('settings');
  const [params] = useSearchParams();
  return (
    <PortalPage title={t('emailChange.confirmTitle')} description={t('emailChange.confirmDescription')}>
      <EmailChangeConfirmation token={params.get('token')} />
    </PortalPage>
  );
}
