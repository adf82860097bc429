// The Payroll workspace (issue #20, D7): admins run payroll for everyone, an agent reads their own pay; a client gets
// 'Payroll access restricted to admin and agent roles.' (config/portal-access.ts) and the API refuses them.
import { can } from '@agency/shared/permissions';
import { useTranslation } from 'react-i18next';
import { getQueryClient } from '../../app/query-client';
import { PortalPage } from '../../components/portal-page';
import { payrollSummaryQueryOptions } from '../../features/payroll/api/get-summary';
import { employeesQueryOptions } from '../../features/payroll/api/list-employees';
import { statementsQueryOptions } from '../../features/payroll/api/list-statements';
import { PayrollWorkspace } from '../../features/payroll/components/payroll-workspace';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';
import { useSession } from '../../lib/session';

/** The overview's figures, the employees and the latest statements (recent payments), as the workspace opens. */
export const clientLoader = () =>
  prefetchScreen(getQueryClient(), [payrollSummaryQueryOptions(), employeesQueryOptions(), statementsQueryOptions()]);

export const shouldRevalidate = revalidateOnPathChange;

export const meta = () =>
  pageMeta({ title: 'Payroll', description: 'Employees, pay runs, statements and company financials.', noIndex: true });

export default function PayrollPage() {
  const { t } = useTranslation('payroll');
  const manage = can(useSession().data?.user.role, 'payroll:manage');
  return (
    <PortalPage title={t('page.title')} description={manage ? t('page.description') : t('page.ownDescription')}>
      <PayrollWorkspace />
    </PortalPage>
  );
}
