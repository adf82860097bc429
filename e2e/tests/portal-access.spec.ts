import { expect, type Role, test } from '../fixtures';

// 001 §6 and 000 §2 "Access": every portal route is guarded by the permission the route table names
// (apps/web/src/config/portal-access.ts). Pages with a refusal of their own say so in place, word for word.
const DENIED: [Role, string, string][] = [
  ['AGENT', '/dashboard/billing', "You don't have permission to view billing information."],
  ['CLIENT', '/dashboard/site-analytics', 'Access restricted to admin users only.'],
  ['AGENT', '/dashboard/site-analytics', 'Access restricted to admin users only.'],
  // Issue #20: profiles are for staff; an agent reads colleagues' public fields.
  ['CLIENT', '/employee/1', 'Access restricted.'],
];

for (const role of ['AGENT', 'CLIENT'] as Role[]) {
  test(`refuses ${role.toLowerCase()} the pages 001 §6 keeps from them`, async ({ page, loginAs }) => {
    await loginAs(role);
    for (const [, path, message] of DENIED.filter(([who]) => who === role)) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Access Denied', level: 1 }), path).toBeVisible();
      await expect(main).toContainText(message);
      await expect(page).toHaveURL(path);
    }
    // D20: everyone reads their Activity Logs; the System Logs tab refuses in place, in the spec's words.
    await page.goto('/dashboard/logs?tab=system');
    await expect(page.getByRole('main')).toContainText('Access Denied');
    await expect(page.getByRole('main')).toContainText('System logs are only available to administrators.');
    // Pages without a message of their own send the user to the dashboard.
    for (const path of ['/dashboard/outbox', '/dashboard/users']) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/dashboard');
    }
  });
}

test('lets the roles 001 §6 names open billing, and an admin every guarded page', async ({ page, loginAs }) => {
  await loginAs('CLIENT');
  await page.goto('/dashboard/billing');
  await expect(page.getByRole('heading', { name: 'Billing & Invoices', level: 1 })).toBeVisible();

  await page.context().clearCookies();
  await loginAs('ADMIN');
  for (const [path, heading] of [
    ['/dashboard/billing', 'Billing & Invoices'],
    ['/dashboard/logs', 'Logs'],
    ['/dashboard/team', 'Team'],
    ['/dashboard/outbox', 'Outbox'],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole('heading', { name: heading, level: 1 }), path).toBeVisible();
  }
});

test('guards client-side navigation too, not only a fresh load', async ({ page, loginAs }) => {
  await loginAs('AGENT');
  await page.goto('/dashboard/billing');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  // In-app navigation (no reload) runs the guard again: away to an allowed page, then back to the refused one.
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('section-title')).toHaveText('Dashboard');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL('/dashboard/billing');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

// The sidebar lists only working screens the role may open (the same table the guard reads).
const SIDEBAR: Record<Role, string[]> = {
  CLIENT: [
    'Dashboard',
    'Projects',
    'Calendar',
    'Messages',
    'Files & Assets',
    'Proposals',
    'Team',
    'Billing & Invoices',
    'Plans',
    'Payment Methods',
    'Notifications',
    'Settings',
    'Logs',
  ],
  AGENT: [
    'Dashboard',
    'Projects',
    'Tasks',
    'Calendar',
    'Messages',
    'Clients',
    'Files & Assets',
    'Proposals',
    'Automations',
    'Team',
    'Time',
    'Payroll',
    'Leads',
    'Business Analytics',
    'Notifications',
    'Settings',
    'Logs',
  ],
  ADMIN: [
    'Dashboard',
    'Projects',
    'Tasks',
    'Calendar',
    'Messages',
    'Clients',
    'Files & Assets',
    'Proposals',
    'Automations',
    'Team',
    'Time',
    'Payroll',
    'Leads',
    'Business Analytics',
    'Site Analytics',
    'Billing & Invoices',
    'Plans',
    'Payment Methods',
    'Financials',
    'Users',
    'Outbox',
    'Integrations',
    'Notifications',
    'Settings',
    'Logs',
  ],
};

for (const role of ['ADMIN', 'AGENT', 'CLIENT'] as Role[]) {
  test(`shows ${role.toLowerCase()} a sidebar of pages that open`, async ({ page, loginAs }) => {
    await loginAs(role);
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Portal' });
    // An entry's text may end with its badge's count (Projects 3, or Messages 9+ past nine: other journeys of this
    // worker's server leave unread messages).
    await expect(nav.getByRole('link')).toHaveText(SIDEBAR[role].map((name) => new RegExp(`^${name}(\\d+\\+?)?$`)));
    for (const name of SIDEBAR[role]) {
      await nav.getByRole('link', { name, exact: true }).click();
      // The shell titles each section after its entry (the pages' own headings are the workspaces').
      await expect(page.getByTestId('section-title')).toHaveText(name);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
    }
  });
}
