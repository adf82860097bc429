import type { Role } from '@agency/shared/enums';
import { type Icon, IconInbox, IconLayoutDashboard, IconMail, IconSettings, IconUsers } from '@tabler/icons-react';
import { mayOpen } from './portal-access';

export interface PortalNavItem {
  label: string;
  to: string;
  icon: Icon;
}

// Only screens that work are listed; later issues add their workspaces here. Who sees an entry is not written here:
// it follows the route's permission in portal-access.ts, the same rule the guard applies.
export const PORTAL_NAV: readonly PortalNavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard },
  { label: 'Leads', to: '/dashboard/leads', icon: IconInbox },
  { label: 'Users', to: '/dashboard/users', icon: IconUsers },
  { label: 'Outbox', to: '/dashboard/outbox', icon: IconMail },
  { label: 'Settings', to: '/dashboard/settings', icon: IconSettings },
];

export function navFor(role: Role): PortalNavItem[] {
  return PORTAL_NAV.filter((item) => mayOpen(role, item.to));
}
