import { portalRouteFor } from './portal-access';

/**
 * The catalogues each portal screen reads as it first renders, keyed like PORTAL_ROUTES (config/portal-access.ts).
 * The portal layout's loader starts them with the screen's code and data: otherwise each namespace was asked for
 * only when a component first read it, and the screen rendered, suspended and rendered again once per namespace, a
 * round trip each on a phone (issue #19). A namespace missing here still loads, only later; `common` always does.
 */
const SCREEN_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  dashboard: ['overview', 'notifications'],
  admin: ['overview', 'notifications'],
  'admin-dashboard': ['overview', 'notifications'],
  agent: ['overview', 'notifications'],
  'dashboard/billing': ['invoices', 'payments', 'time'],
  'dashboard/billing/plans': ['payments'],
  'dashboard/billing/payment-methods': ['payments'],
  'dashboard/financials': ['payments'],
  'dashboard/payroll': ['payroll'],
  'dashboard/proposals': ['proposals'],
  'dashboard/clients': ['clients'],
  'dashboard/automations': ['automations'],
  'dashboard/clients/:id': ['clients'],
  'dashboard/leads': ['leads', 'clients'],
  'dashboard/analytics': ['analytics', 'overview'],
  'dashboard/site-analytics': ['analytics'],
  'dashboard/users': ['users'],
  'dashboard/outbox': ['outbox'],
  'dashboard/integrations': ['integrations'],
  'dashboard/settings': ['settings', 'messages'],
  'dashboard/notifications': ['notifications'],
  'dashboard/projects': ['projects'],
  'dashboard/projects/:id': ['projects', 'time'],
  'dashboard/tasks': ['tasks'],
  'dashboard/time': ['time'],
  'dashboard/calendar': ['calendar'],
  'dashboard/messages': ['messaging'],
  'dashboard/files': ['files'],
  'dashboard/profile': ['pages', 'settings', 'messages'],
  'dashboard/profile/confirm-email': ['settings', 'messages'],
  'dashboard/logs': ['pages', 'logs'],
  'dashboard/team': ['team'],
  'employee/:id': ['team'],
};

/** The namespaces of the portal screen a pathname opens (none for a path outside the portal). */
export function namespacesFor(pathname: string): readonly string[] {
  const route = portalRouteFor(pathname);
  return route ? (SCREEN_NAMESPACES[route] ?? []) : [];
}
