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
