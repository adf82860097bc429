import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { PortalPage } from '../../components/portal-page';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Employee Profile', description: 'A team member’s role, skills and projects.', noIndex: true });

export default function EmployeePage() {
  return (
    <PortalPage
      title="Employee Profile"
      description="A team member's role, department, skills, current projects and performance."
    >
      <Anchor component={Link} to="/admin-dashboard">
        Back to Admin
      </Anchor>
    </PortalPage>
  );
}
