// One team member's profile (issue #20, 001 §2 "Employee Profile"): staff only (config/portal-access.ts).
import { useParams } from 'react-router';
import { getQueryClient } from '../../app/query-client';
import { employeeQueryOptions } from '../../features/team/api/get-employee';
import { EmployeeProfileView } from '../../features/team/components/employee-profile';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';
import type { Route } from './+types/employee';

export const clientLoader = ({ params }: Route.ClientLoaderArgs) =>
  prefetchScreen(getQueryClient(), [employeeQueryOptions(params.id)]);

export const shouldRevalidate = revalidateOnPathChange;

export const meta = () =>
  pageMeta({ title: 'Employee Profile', description: 'A team member’s role, skills and projects.', noIndex: true });

export default function EmployeePage() {
  const { id = '' } = useParams();
  return <EmployeeProfileView key={id} id={id} />;
}
