import {
  type Icon,
  IconBell,
  IconFileInvoice,
  IconLayoutDashboard,
  IconListDetails,
  IconSettings,
  IconShieldLock,
  IconUser,
  IconUserStar,
} from '@tabler/icons-react';

export interface PortalNavItem {
  label: string;
  to: string;
  icon: Icon;
}

/** Sidebar entries; role-based filtering arrives with the auth guards. */
export const PORTAL_NAV: readonly PortalNavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard },
  { label: 'Notifications', to: '/dashboard/notifications', icon: IconBell },
  { label: 'Billing', to: '/dashboard/billing', icon: IconFileInvoice },
  { label: 'Profile', to: '/dashboard/profile', icon: IconUser },
  { label: 'Settings', to: '/dashboard/settings', icon: IconSettings },
  { label: 'Logs', to: '/dashboard/logs', icon: IconListDetails },
  { label: 'Agent Dashboard', to: '/agent', icon: IconUserStar },
  { label: 'Admin Panel', to: '/admin', icon: IconShieldLock },
];
