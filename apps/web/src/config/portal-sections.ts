/**
 * 000 §2 and 001 §2 name the shell's sections (`overview`, `projects`, `updates`, ...) and select them with an
 * internal tab. Here every section has its own path; `/dashboard?section=<name>` is kept as a link form and
 * redirects (replacing the history entry) to that path. Sections whose workspace is not built yet, and unknown
 * names, go to the overview: a later issue adds its line here with its screen.
 */
export const OVERVIEW_PATH = '/dashboard';

export const SECTION_PATHS: Readonly<Record<string, string>> = {
  overview: OVERVIEW_PATH,
  projects: '/dashboard/projects',
  tasks: '/dashboard/tasks',
  messaging: '/dashboard/messages',
  messages: '/dashboard/messages',
  clients: '/dashboard/clients',
  users: '/dashboard/users',
  leads: '/dashboard/leads',
  proposals: '/dashboard/proposals',
  outbox: '/dashboard/outbox',
  integrations: '/dashboard/integrations',
  settings: '/dashboard/settings',
  // Preferences, profile and security are sections of the one Settings page (D23).
  'interactive-settings': '/dashboard/settings?section=appearance',
  profile: '/dashboard/settings?section=profile',
  updates: '/dashboard/notifications',
  notifications: '/dashboard/notifications',
  // Invoicing and billing are one 'Billing & Invoices' workspace (issue #10).
  invoicing: '/dashboard/billing',
  invoices: '/dashboard/billing',
  billing: '/dashboard/billing',
  files: '/dashboard/files',
  // Payments and plans (issue #10)
  'payment-methods': '/dashboard/billing/payment-methods',
  plans: '/dashboard/billing/plans',
  financials: '/dashboard/financials',
  // The calendar (issue #20)
  calendar: '/dashboard/calendar',
  // System Logs and Activity Logs (issue #21, D20)
  logs: '/dashboard/logs',
};

/**
 * Where `/dashboard?section=<name>` goes, or null when the URL has no section to redirect. Other parameters are
 * kept (`?section=tasks&task=<id>` opens that task).
 */
export function sectionRedirect(url: URL): string | null {
  if (url.pathname.replace(/\/+$/, '') !== OVERVIEW_PATH) return null;
  const section = url.searchParams.get('section');
  if (section === null) return null;
  const target = new URL(SECTION_PATHS[section] ?? OVERVIEW_PATH, url.origin);
  for (const [key, value] of url.searchParams) {
    if (key !== 'section' && !target.searchParams.has(key)) target.searchParams.append(key, value);
  }
  return `${target.pathname}${target.search}${url.hash}`;
}
