// The pages the specs and the screenshot sweep visit.

/** The public site's pages, each with its h1 (as a check that the right page rendered). */
export const PUBLIC_PAGES = [
  { path: '/', heading: 'Websites, apps and platforms that move your business forward' },
  { path: '/services', heading: 'Services built around your goals' },
  { path: '/pricing', heading: 'Simple, transparent pricing' },
  { path: '/portfolio', heading: 'Our work' },
  { path: '/case-studies', heading: 'Case studies' },
  { path: '/case-studies/ecommerce-transformation', heading: 'E-commerce Transformation' },
  { path: '/contact', heading: 'Let’s build something great together' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
] as const;

/** Pages that are not for search engines but are still the public site's. */
export const OTHER_PAGES = [
  { path: '/newsletter/confirmed', heading: 'You’re subscribed', status: 200 },
  { path: '/no-such-page', heading: 'Page not found', status: 404 },
  { path: '/case-studies/no-such-study', heading: 'Case Study Not Found', status: 404 },
] as const;

/** The portal's pages as each role sees them (the screenshot matrix and the axe sweep visit the same list). */
export const PORTAL_PAGES = {
  ADMIN: [
    '/admin',
    '/dashboard',
    '/dashboard/users',
    '/dashboard/leads',
    '/dashboard/logs',
    '/dashboard/settings',
    '/dashboard/notifications',
    '/dashboard/outbox',
    '/dashboard/settings?section=security',
    '/dashboard/settings?section=appearance',
    '/dashboard/projects',
    '/dashboard/projects?new=1',
    '/dashboard/clients',
    '/dashboard/tasks',
    '/dashboard/tasks?view=kanban',
    '/dashboard/tasks?view=calendar',
    '/dashboard/nope',
    '/dashboard/billing/plans',
    '/dashboard/billing/payment-methods',
    '/dashboard/financials',
  ],
  AGENT: [
    '/agent',
    '/dashboard',
    '/dashboard/leads',
    '/dashboard/settings',
    '/dashboard/notifications',
    '/dashboard/settings?section=appearance',
    '/dashboard/projects',
    '/dashboard/clients',
    '/dashboard/tasks',
    '/dashboard/tasks?view=kanban',
    '/dashboard/tasks?view=calendar',
    '/dashboard/tasks?view=mine',
  ],
  CLIENT: [
    '/dashboard',
    '/dashboard/billing',
    '/dashboard/settings',
    '/dashboard/notifications',
    '/dashboard/settings?section=appearance',
    '/dashboard/projects',
    '/dashboard/tasks',
    '/dashboard/clients',
    '/dashboard/billing/plans',
    '/dashboard/billing/payment-methods',
  ],
} as const satisfies Record<'ADMIN' | 'AGENT' | 'CLIENT', readonly string[]>;
