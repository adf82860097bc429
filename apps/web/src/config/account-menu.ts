import { ROLES, type Role } from '@agency/shared/enums';
import { mayOpen } from './portal-access';

export type AccountMenuItemId =
  | 'profile'
  | 'settings'
  | 'help'
  | 'adminPanel'
  | 'systemLogs'
  | 'billingRevenue'
  | 'myTasks'
  | 'payroll'
  | 'myProjects'
  | 'billingInvoices';

export interface AccountMenuItem {
  /** The portal's menu translates by id (shell namespace, accountMenu.<id>); the public site's shows the label. */
  id: AccountMenuItemId;
  label: string;
  href: string;
  /** 000 §2's extra items by role: shown to these roles only (and only when the role may open the page). */
  roles?: readonly Role[];
}

// Spec 000 §2: the account menu's items, then the extra items by role, each opening its workspace inside the
// dashboard. Who sees an item follows the permission of the page it opens (portal-access.ts) and, for the role
// items, the spec's role. Help & Support and Sign Out are drawn by each menu itself.
export const ACCOUNT_MENU_ITEMS: readonly AccountMenuItem[] = [
  { id: 'profile', label: 'My Profile', href: '/dashboard/settings?section=profile' },
  { id: 'settings', label: 'Settings', href: '/dashboard/settings?section=general' },
  { id: 'adminPanel', label: 'Admin Panel', href: '/admin-dashboard', roles: ['ADMIN'] },
  { id: 'systemLogs', label: 'System Logs', href: '/dashboard/logs', roles: ['ADMIN'] },
  { id: 'billingRevenue', label: 'Billing & Revenue', href: '/dashboard/billing', roles: ['ADMIN'] },
  { id: 'myTasks', label: 'My Tasks', href: '/dashboard/tasks?view=mine', roles: ['AGENT'] },
  { id: 'payroll', label: 'Payroll', href: '/dashboard/payroll', roles: ['AGENT'] },
  { id: 'myProjects', label: 'My Projects', href: '/dashboard/projects', roles: ['CLIENT'] },
  { id: 'billingInvoices', label: 'Billing & Invoices', href: '/dashboard/billing', roles: ['CLIENT'] },
];

/** Whether the role sees the item: the page's permission, and the item's roles when it names some. */
export function showsItem(role: Role, item: AccountMenuItem): boolean {
  return (item.roles?.includes(role) ?? true) && mayOpen(role, item.href);
}

export const HELP_ITEM: AccountMenuItem = { id: 'help', label: 'Help & Support', href: '/contact' };

/** The roles an item is shown to, for the prerendered menu that learns the role only in the browser. */
export function rolesFor(item: AccountMenuItem): string {
  return ROLES.filter((role) => showsItem(role, item)).join(' ');
}
