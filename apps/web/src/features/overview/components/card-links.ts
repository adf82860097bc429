import type { Role } from '@agency/shared/enums';
import type { OverviewCardKey } from '@agency/shared/overview';
import { can } from '@agency/shared/permissions';

/** Where each summary card leads, when that workspace exists for the role (messaging comes with a later issue). */
export function cardLink(key: OverviewCardKey, role: Role): string | null {
  switch (key) {
    case 'activeProjects':
    case 'deliverablesAwaiting':
      return can(role, 'project:read') ? '/dashboard/projects' : null;
    case 'openTasks':
    case 'myOpenTasks':
    case 'overdueTasks':
      return can(role, 'task:read') ? '/dashboard/tasks' : null;
    case 'outstandingInvoices':
      return can(role, 'billing:read') ? '/dashboard/billing' : null;
    default:
      return null;
  }
}
