import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// Three families with their own chrome (spec 000 §2). Public pages are prerendered (react-router.config.ts);
// auth and portal routes render in the browser, and only the portal layout loads TanStack Query and the
// heavier Mantine packages.
export default [
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('services', 'routes/public/services.tsx'),
    route('pricing', 'routes/public/pricing.tsx'),
    route('portfolio', 'routes/public/portfolio.tsx'),
    route('case-studies', 'routes/public/case-studies.tsx'),
    // Any slug without content renders "Case Study Not Found"; prerendered as /case-studies/not-found.
    route('case-studies/:slug', 'routes/public/case-study.tsx'),
    route('contact', 'routes/public/contact.tsx'),
    route('faq', 'routes/public/faq.tsx'),
    route('terms', 'routes/public/terms.tsx'),
    route('privacy', 'routes/public/privacy.tsx'),
    // Where newsletter e-mail links land: confirmed, unsubscribed, invalid-link (prerendered, noindex).
    route('newsletter/:outcome', 'routes/public/newsletter.tsx'),
    // Prerendered as /404, the body the server sends with status 404 for unknown paths.
    route('*', 'routes/public/not-found.tsx'),
  ]),

  layout('routes/auth/layout.tsx', [
    route('auth', 'routes/auth/sign-in.tsx'),
    route('auth/callback', 'routes/auth/callback.tsx'),
    route('auth/password-reset', 'routes/auth/password-reset.tsx'),
    // Development and demo only (D8); the server answers 404 for it in production.
    route('auth-test', 'routes/auth/auth-test.tsx'),
  ]),

  // Every route here needs an entry in config/portal-access.ts, which the layout's guard reads (a test checks).
  layout('routes/portal/layout.tsx', [
    route('dashboard', 'routes/portal/dashboard.tsx'),
    route('dashboard/profile', 'routes/portal/profile.tsx'),
    // Where the link of a change of e-mail address lands (My Profile › Change e-mail).
    route('dashboard/profile/confirm-email', 'routes/portal/confirm-email.tsx'),
    route('dashboard/notifications', 'routes/portal/notifications.tsx'),
    route('dashboard/settings', 'routes/portal/settings.tsx'),
    route('dashboard/billing', 'routes/portal/billing.tsx'),
    route('dashboard/logs', 'routes/portal/logs.tsx'),
    route('dashboard/leads', 'routes/portal/leads.tsx'),
    route('dashboard/users', 'routes/portal/users.tsx'),
    // Business and Site Analytics (issue #21)
    route('dashboard/analytics', 'routes/portal/analytics.tsx'),
    route('dashboard/site-analytics', 'routes/portal/site-analytics.tsx'),
    route('dashboard/outbox', 'routes/portal/outbox.tsx'),
    route('dashboard/integrations', 'routes/portal/integrations.tsx'),
    route('dashboard/clients', 'routes/portal/clients.tsx'),
    route('dashboard/automations', 'routes/portal/automations.tsx'),
    route('dashboard/clients/:id', 'routes/portal/client.tsx'),
    route('dashboard/tasks', 'routes/portal/tasks.tsx'),
    route('dashboard/time', 'routes/portal/time.tsx'),
    route('dashboard/calendar', 'routes/portal/calendar.tsx'),
    route('dashboard/projects', 'routes/portal/projects.tsx'),
    route('dashboard/projects/:id', 'routes/portal/project.tsx'),
    route('dashboard/messages', 'routes/portal/messages.tsx'),
    route('dashboard/proposals', 'routes/portal/proposals.tsx'),
    route('dashboard/files', 'routes/portal/files.tsx'),
    // Team directory (issue #20)
    route('dashboard/team', 'routes/portal/team.tsx'),
    // Payments and plans (issue #10)
    route('dashboard/billing/payment-methods', 'routes/portal/payment-methods.tsx'),
    route('dashboard/billing/plans', 'routes/portal/plans.tsx'),
    route('dashboard/financials', 'routes/portal/financials.tsx'),
    // People (issue #20)
    route('dashboard/payroll', 'routes/portal/payroll.tsx'),
    route('admin', 'routes/portal/admin.tsx'),
    // The same admin screen under the path the employee page's Back to Admin button uses.
    route('admin-dashboard', 'routes/portal/admin.tsx', { id: 'admin-dashboard' }),
    route('agent', 'routes/portal/agent.tsx'),
    route('employee/:id', 'routes/portal/employee.tsx'),
    // Unknown portal paths: the not-found page inside the shell (status 404 from the server).
    route('dashboard/*', 'routes/portal/not-found.tsx'),
    route('admin/*', 'routes/portal/not-found.tsx', { id: 'admin-not-found' }),
    route('admin-dashboard/*', 'routes/portal/not-found.tsx', { id: 'admin-dashboard-not-found' }),
    route('agent/*', 'routes/portal/not-found.tsx', { id: 'agent-not-found' }),
    route('employee/*', 'routes/portal/not-found.tsx', { id: 'employee-not-found' }),
  ]),
] satisfies RouteConfig;
