import type { Role } from '@agency/shared/enums';
import { homePathFor } from '@agency/shared/home-path';
import { can, type Permission } from '@agency/shared/permissions';
import { matchPath } from 'react-router';

/** Every signed-in user may open the page; anonymous visitors are sent to sign in. */
export const SIGNED_IN = 'signed-in';

/** What a signed-in user without the permission gets: the spec's refusal in place, or another page. */
export type Refusal = { message: string } | { redirect: (role: Role) => string };

export interface PortalRule {
  permission: Permission | typeof SIGNED_IN;
  refusal?: Refusal;
}

// 001 §6, word for word.
const ADMINS_ONLY = 'Access restricted to admin users only.';
const TO_DASHBOARD: Refusal = { redirect: () => '/dashboard' };

/**
 * Who may open each portal route, keyed by its path in routes.ts (a test fails on a portal route missing here).
 * The portal layout's guard, the sidebar and the account menu all read this table, so they cannot disagree.
 * Without a `refusal`, a user without the permission goes to /dashboard (000 §2 "Access").
 */
export const PORTAL_ROUTES: Readonly<Record<string, PortalRule>> = {
  dashboard: { permission: SIGNED_IN },
  'dashboard/profile': { permission: SIGNED_IN },
  'dashboard/profile/confirm-email': { permission: SIGNED_IN },
  'dashboard/notifications': { permission: SIGNED_IN },
  'dashboard/settings': { permission: SIGNED_IN },
  'dashboard/billing': {
    permission: 'billing:read',
    refusal: { message: "You don't have permission to view billing information." },
  },
  // D20: everyone reads their Activity Logs; the System Logs tab inside is an admin's (features/logs).
  'dashboard/logs': { permission: 'activity-log:read' },
  'dashboard/leads': { permission: 'lead:read' },
  // Issue #21: Business Analytics for staff (an agent's own figures), Site Analytics for admins.
  'dashboard/analytics': { permission: 'analytics:read' },
  'dashboard/site-analytics': { permission: 'site-analytics:read', refusal: { message: ADMINS_ONLY } },
  'dashboard/users': { permission: 'user:manage' },
  'dashboard/outbox': { permission: 'outbox:read' },
  // 001 §7 and D22: integrations are an admin's, with the spec's words for everyone else.
  'dashboard/integrations': { permission: 'integration:manage', refusal: { message: ADMINS_ONLY } },
  'dashboard/clients': { permission: 'client:manage', refusal: { message: 'Access restricted.' } },
  'dashboard/clients/:id': { permission: 'client:manage', refusal: { message: 'Access restricted.' } },
  // Automations (D21): the role actions hub's Workflows and Templates tabs, for staff.
  'dashboard/automations': { permission: 'workflow:read' },
  'dashboard/tasks': {
    permission: 'task:read',
    refusal: { message: 'Task management is not available to client users.' },
  },
  'dashboard/time': { permission: 'time:track' },
  'dashboard/calendar': { permission: 'calendar:read' },
  'dashboard/projects': { permission: 'project:read' },
  'dashboard/projects/:id': { permission: 'project:read' },
  'dashboard/messages': { permission: 'message:read' },
  'dashboard/proposals': { permission: 'proposal:read' },
  'dashboard/files': { permission: 'file:read' },
  // Payments and plans (issue #10): 001 §6, the billing pages are for CLIENT or ADMIN; financials for admins.
  'dashboard/billing/payment-methods': {
    permission: 'payment-method:manage',
    refusal: { message: "You don't have permission to view billing information." },
  },
  'dashboard/billing/plans': {
    permission: 'subscription:read',
    refusal: { message: "You don't have permission to view billing information." },
  },
  'dashboard/financials': { permission: 'financials:read', refusal: { message: ADMINS_ONLY } },
  // D7: admins and agents (their own pay); clients get the spec's words.
  'dashboard/payroll': {
    permission: 'payroll:read',
    refusal: { message: 'Payroll access restricted to admin and agent roles.' },
  },
  admin: { permission: 'admin-panel:read' },
  'admin-dashboard': { permission: 'admin-panel:read' },
  // 000 §2: the agent dashboard sends an admin to /admin and a client to /dashboard, their homes.
  agent: { permission: 'agent-workspace:read', refusal: { redirect: homePathFor } },
  // Issue #20: the team directory answers every role within its scope; profiles are for staff (clients: 001 §6's
  // words for a section that is not theirs).
  'dashboard/team': { permission: 'team:read' },
  'employee/:id': { permission: 'employee:read', refusal: { message: 'Access restricted.' } },
  // Any other path under a portal prefix: the not-found page inside the shell, for every signed-in user. Tried
  // after every other rule (portalRuleFor), wherever a merge puts them.
  'dashboard/*': { permission: SIGNED_IN },
  'admin/*': { permission: SIGNED_IN },
  'admin-dashboard/*': { permission: SIGNED_IN },
  'agent/*': { permission: SIGNED_IN },
  'employee/*': { permission: SIGNED_IN },
};

const isSplat = (pattern: string) => pattern.endsWith('*');
/** Concrete routes first, then the not-found splats. */
const PATTERNS = [
  ...Object.keys(PORTAL_ROUTES).filter((key) => !isSplat(key)),
  ...Object.keys(PORTAL_ROUTES).filter(isSplat),
];

/**
 * Answers by path, computed once: the sidebar asks for every entry on every render, and each matchPath compiles a
 * regular expression (about 10 ms of a phone's first render, issue #19). Bounded, as ids make paths many.
 */
const routeByPath = new Map<string, string | null>();

/** The routes.ts path of the portal route a pathname opens ("employee/:id", "dashboard/*"), or null. */
export function portalRouteFor(pathname: string): string | null {
  const path = pathname.split(/[?#]/)[0] ?? '';
  let route = routeByPath.get(path);
  if (route === undefined) {
    route = PATTERNS.find((key) => matchPath(`/${key}`, path)) ?? null;
    if (routeByPath.size >= 500) routeByPath.clear();
    routeByPath.set(path, route);
  }
  return route;
}

/** Whether a portal pathname opens no screen, only the in-shell not-found page. */
export function isPortalNotFound(pathname: string): boolean {
  const route = portalRouteFor(pathname);
  return route !== null && isSplat(route);
}

/** The rule of the portal route a pathname opens, or null when it is not a portal route. */
export function portalRuleFor(pathname: string): PortalRule | null {
  const pattern = portalRouteFor(pathname);
  return pattern ? PORTAL_ROUTES[pattern]! : null;
}

export function allows(role: Role, rule: PortalRule): boolean {
  return rule.permission === SIGNED_IN || can(role, rule.permission);
}

export type PortalDecision =
  | { kind: 'allowed' }
  | { kind: 'refused'; message: string }
  | { kind: 'redirect'; to: string };

/** What a signed-in user opening `pathname` gets. Paths outside the table are not portal routes: allowed here. */
export function decideAccess(role: Role, pathname: string): PortalDecision {
  const rule = portalRuleFor(pathname);
  if (!rule || allows(role, rule)) return { kind: 'allowed' };
  const refusal = rule.refusal ?? TO_DASHBOARD;
  return 'message' in refusal
    ? { kind: 'refused', message: refusal.message }
    : { kind: 'redirect', to: refusal.redirect(role) };
}

/** Whether a link (a portal path, possibly with a query, or a public page) should be offered to this role. */
export function mayOpen(role: Role, href: string): boolean {
  const rule = portalRuleFor(href);
  return !rule || allows(role, rule);
}
