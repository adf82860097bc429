/**
 * Paths rendered in the browser only (sign-in flows and the portal). The server answers them
 * with the SPA fallback page; every other page path is either prerendered or not found.
 */
export const CLIENT_RENDERED_PREFIXES = [
  '/auth',
  '/auth-test',
  '/dashboard',
  '/admin',
  '/admin-dashboard',
  '/agent',
  '/employee',
] as const;

export function isClientRenderedPath(pathname: string): boolean {
  return CLIENT_RENDERED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The site header and footer are hidden on these paths (spec 000 §2). */
export const PORTAL_PREFIXES = ['/dashboard', '/admin', '/admin-dashboard', '/agent', '/employee'] as const;

export function isPortalPath(pathname: string): boolean {
  return PORTAL_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * The portal's screens (routes.ts, under the portal layout; a web test fails on one missing here), including the
 * workspaces of issue #8 that land with their own branches. Any other path under a portal prefix renders the shell's
 * not-found page, and the server sends it with status 404.
 */
export const PORTAL_PAGES = [
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/profile/confirm-email',
  '/dashboard/notifications',
  '/dashboard/settings',
  '/dashboard/billing',
  '/dashboard/logs',
  '/dashboard/leads',
  '/dashboard/analytics',
  '/dashboard/site-analytics',
  '/dashboard/users',
  '/dashboard/outbox',
  '/dashboard/integrations',
  '/dashboard/projects',
  '/dashboard/projects/:id',
  '/dashboard/messages',
  '/dashboard/tasks',
  '/dashboard/time',
  '/dashboard/calendar',
  '/dashboard/clients',
  '/dashboard/clients/:id',
  '/dashboard/proposals',
  '/dashboard/automations',
  '/dashboard/files',
  '/dashboard/billing/payment-methods',
  '/dashboard/billing/plans',
  '/dashboard/financials',
  '/dashboard/team',
  '/dashboard/payroll',
  '/admin',
  '/admin-dashboard',
  '/agent',
  '/employee/:id',
] as const;

/** Whether a path opens one of the portal's screens (`:name` matches one segment). */
export function isPortalPage(pathname: string): boolean {
  const segments = pathname.replace(/\/+$/, '').split('/');
  return PORTAL_PAGES.some((page) => {
    const pattern = page.split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith(':') ? (segments[i] ?? '') !== '' : part === segments[i]))
    );
  });
}
