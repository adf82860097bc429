import type { Role } from '@agency/shared/enums';
import {
  type Icon,
  IconBell,
  IconFileInvoice,
  IconInbox,
  IconLayoutDashboard,
  IconListDetails,
  IconSettings,
  IconShieldLock,
  IconUser,
  IconUserStar,
  IconUsers,
} from '@tabler/icons-react';

export interface PortalNavItem {
  label: string;
  to: string;
  icon: Icon;
  /** Only these roles see the entry; the route's guard and the API refuse the others anyway. */
  roles?: readonly Role[];
}

export const PORTAL_NAV: readonly PortalNavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard },
  { label: 'Notifications', to: '/dashboard/notifications', icon: IconBell },
  { label: 'Billing', to: '/dashboard/billing', icon: IconFileInvoice },
  { label: 'Profile', to: '/dashboard/profile', icon: IconUser },
  { label: 'Settings', to: '/dashboard/settings', icon: IconSettings },
  { label: 'Logs', to: '/dashboard/logs', icon: IconListDetails, roles: ['ADMIN'] },
  { label: 'Leads', to: '/dashboard/leads', icon: IconInbox, roles: ['ADMIN', 'AGENT'] },
  { label: 'Users', to: '/dashboard/users', icon: IconUsers, roles: ['ADMIN'] },
  { label: 'Agent Dashboard', to: '/agent', icon: IconUserStar, roles: ['AGENT'] },
  { label: 'Admin Panel', to: '/admin', icon: IconShieldLock, roles: ['ADMIN'] },
];

export function navFor(role: Role): PortalNavItem[] {
  return PORTAL_NAV.filter((item) => !item.roles || item.roles.includes(role));
}
