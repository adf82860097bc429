import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalPage } from '../../components/portal-page';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Employee Profile', description: 'A team member’s role, skills and projects.', noIndex: true });

export default function EmployeePage() {
  const { t } = useTranslation('pages');
  return (
    <PortalPage title={t('employee.title')} description={t('employee.description')}>
      <Anchor component={Link} to="/admin-dashboard">
        {t('employee.back')}
      </Anchor>
    </PortalPage>
  );
}
