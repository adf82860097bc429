import type { Role } from '@agency/shared/enums';
import type { ShellBadgeKey } from '@agency/shared/shell';
import {
  type Icon,
  IconBell,
  IconBriefcase,
  IconBuilding,
  IconCalendar,
  IconCash,
  IconChartBar,
  IconChartLine,
  IconChecklist,
  IconClock,
  IconCreditCard,
  IconFileDescription,
  IconFolders,
  IconHistory,
  IconInbox,
  IconLayoutDashboard,
  IconMail,
  IconMessages,
  IconPackage,
  IconPlugConnected,
  IconReceipt,
  IconRobot,
  IconSettings,
  IconUsers,
  IconUsersGroup,
  IconWorldWww,
} from '@tabler/icons-react';
import { matchPath } from 'react-router';
import { isPortalNotFound, mayOpen, portalRuleFor } from './portal-access';

/** Keys of the `shell` namespace's `nav` object: each entry's label and the header's title for its section. */
export type NavLabel =
  | 'dashboard'
  | 'projects'
  | 'tasks'
  | 'calendar'
  | 'messages'
  | 'clients'
  | 'files'
  | 'leads'
  | 'analytics'
  | 'siteAnalytics'
  | 'proposals'
  | 'automations'
  | 'users'
  | 'outbox'
  | 'integrations'
  | 'notifications'
  | 'settings'
  | 'billing'
  | 'paymentMethods'
  | 'plans'
  | 'financials'
  | 'time'
  | 'team'
  | 'payroll'
  | 'logs';

export type NavGroupKey = 'workspace' | 'people' | 'sales' | 'billing' | 'administration' | 'account';

export interface PortalNavItem {
  label: NavLabel;
  to: string;
  icon: Icon;
  /** The count from GET /api/shell/badges shown beside the entry (D13: computed, never written here). */
  badge?: ShellBadgeKey;
}

export interface PortalNavGroup {
  key: NavGroupKey;
  items: PortalNavItem[];
}

// 000 §2 "Dashboard shell": grouped, expandable menus. Only screens that work are listed: an entry shows when its
// route is in the portal table (portal-access.ts) and the role may open it, the same rule the guard applies, so a
// workspace appears with the route that builds it and never as a dead link. Who sees what is never written here.
export const PORTAL_NAV: readonly PortalNavGroup[] = [
  {
    key: 'workspace',
    items: [
      { label: 'dashboard', to: '/dashboard', icon: IconLayoutDashboard },
      { label: 'projects', to: '/dashboard/projects', icon: IconBriefcase, badge: 'projects' },
      { label: 'tasks', to: '/dashboard/tasks', icon: IconChecklist },
      { label: 'calendar', to: '/dashboard/calendar', icon: IconCalendar },
      { label: 'messages', to: '/dashboard/messages', icon: IconMessages, badge: 'messages' },
      { label: 'clients', to: '/dashboard/clients', icon: IconBuilding },
      { label: 'files', to: '/dashboard/files', icon: IconFolders },
      { label: 'proposals', to: '/dashboard/proposals', icon: IconFileDescription },
      { label: 'automations', to: '/dashboard/automations', icon: IconRobot },
    ],
  },
  {
    key: 'people',
    items: [
      { label: 'team', to: '/dashboard/team', icon: IconUsersGroup },
      { label: 'time', to: '/dashboard/time', icon: IconClock },
      { label: 'payroll', to: '/dashboard/payroll', icon: IconCash },
    ],
  },
  {
    key: 'sales',
    items: [
      { label: 'leads', to: '/dashboard/leads', icon: IconInbox },
      { label: 'analytics', to: '/dashboard/analytics', icon: IconChartLine },
      { label: 'siteAnalytics', to: '/dashboard/site-analytics', icon: IconWorldWww },
    ],
  },
  {
    key: 'billing',
    items: [
      { label: 'billing', to: '/dashboard/billing', icon: IconReceipt },
      { label: 'plans', to: '/dashboard/billing/plans', icon: IconPackage },
      { label: 'paymentMethods', to: '/dashboard/billing/payment-methods', icon: IconCreditCard },
      { label: 'financials', to: '/dashboard/financials', icon: IconChartBar },
    ],
  },
  {
    key: 'administration',
    items: [
      { label: 'users', to: '/dashboard/users', icon: IconUsers },
      { label: 'outbox', to: '/dashboard/outbox', icon: IconMail },
      { label: 'integrations', to: '/dashboard/integrations', icon: IconPlugConnected },
    ],
  },
  {
    key: 'account',
    items: [
      { label: 'notifications', to: '/dashboard/notifications', icon: IconBell },
      { label: 'settings', to: '/dashboard/settings', icon: IconSettings },
      { label: 'logs', to: '/dashboard/logs', icon: IconHistory },
    ],
  },
];

const ALL_ITEMS = PORTAL_NAV.flatMap((group) => group.items);

/** Whether an entry's screen exists (its route has a rule) and this role may open it. */
const offered = (role: Role, item: PortalNavItem) =>
  portalRuleFor(item.to) !== null && !isPortalNotFound(item.to) && mayOpen(role, item.to);

/** The groups this role sees, each with the entries it may open; empty groups are left out. */
export function navFor(role: Role): PortalNavGroup[] {
  return PORTAL_NAV.map((group) => ({
    key: group.key,
    items: group.items.filter((item) => offered(role, item)),
  })).filter((group) => group.items.length > 0);
}

/** The entries this role sees, in sidebar order. */
export function navItemsFor(role: Role): PortalNavItem[] {
  return navFor(role).flatMap((group) => group.items);
}

/** The entry a path belongs to: its own, or the closest parent (a project's page belongs to Projects). */
export function navItemFor(pathname: string): PortalNavItem | null {
  const exact = ALL_ITEMS.find((item) => matchPath(item.to, pathname));
  if (exact) return exact;
  const parents = ALL_ITEMS.filter((item) => item.to !== '/dashboard' && matchPath(`${item.to}/*`, pathname));
  return parents.sort((a, b) => b.to.length - a.to.length)[0] ?? null;
}

/** Keys of the `shell` namespace's `titles` object, for portal pages without a sidebar entry of their own. */
export type PageTitle = 'overview' | 'profile' | 'billing' | 'logs' | 'teamMember' | 'notFound';

// The role homes (/admin, /agent) are the role's overview (issue #8); the rest are pages the sidebar does not list.
const OTHER_TITLES: readonly [pattern: string, title: PageTitle][] = [
  ['/admin', 'overview'],
  ['/admin-dashboard', 'overview'],
  ['/agent', 'overview'],
  ['/dashboard/profile', 'profile'],
  ['/dashboard/profile/confirm-email', 'profile'],
  ['/dashboard/billing', 'billing'],
  ['/dashboard/logs', 'logs'],
  ['/employee/:id', 'teamMember'],
];

export type SectionTitle = { kind: 'nav'; key: NavLabel } | { kind: 'page'; key: PageTitle };

/** The header's title for a portal path (000 §2: a title per section); unknown paths are the not-found page. */
export function sectionTitleFor(pathname: string): SectionTitle {
  const other = OTHER_TITLES.find(([pattern]) => matchPath(pattern, pathname));
  if (other) return { kind: 'page', key: other[1] };
  const item = navItemFor(pathname);
  if (item && portalRuleFor(pathname) && !isPortalNotFound(pathname)) return { kind: 'nav', key: item.label };
  return { kind: 'page', key: 'notFound' };
}
