import { expect, HOME, type Page, type Role, test } from '../fixtures';

// Issue #8, point 1: the portal shell (000 §2 "Dashboard shell", §9; 001 §2, §6). Every section has its own URL,
// unknown portal paths stay inside the shell, and the sidebar lists only what the role may open.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Portal' });
const title = (page: Page) => page.getByTestId('section-title');

// Entries each role must see, and entries it must never see (whichever workspaces have landed).
const SIDEBAR: Record<Role, { label: string; shown: string[]; hidden: string[] }> = {
  CLIENT: {
    label: 'Client',
    shown: ['Dashboard', 'Messages', 'Notifications', 'Settings'],
    hidden: ['Tasks', 'Clients', 'Leads', 'Users', 'Outbox'],
  },
  AGENT: {
    label: 'Agent',
    shown: ['Dashboard', 'Leads', 'Notifications', 'Settings'],
    hidden: ['Users', 'Outbox', 'Billing & Invoices'],
  },
  ADMIN: { label: 'Admin', shown: ['Dashboard', 'Leads', 'Users', 'Outbox', 'Notifications', 'Settings'], hidden: [] },
};

const QUICK_ACTIONS: Record<Role, [string, string][]> = {
  ADMIN: [
    ['New Project', '/dashboard/projects?new=1'],
    ['Create Proposal', '/dashboard/proposals?new=1'],
    ['Schedule Meeting', '/dashboard/calendar?new=1'],
    ['Create Invoice', '/dashboard/billing?new=1'],
    ['Invite Member', '/dashboard/team?invite=1'],
    ['Process Payroll', '/dashboard/payroll?new=1'],
  ],
  AGENT: [
    ['New Task', '/dashboard/tasks?new=1'],
    ['Log Time', '/dashboard/time?new=1'],
    ['Create Proposal', '/dashboard/proposals?new=1'],
    ['Schedule Meeting', '/dashboard/calendar?new=1'],
  ],
  CLIENT: [
    ['Request a Quote', '/dashboard/proposals?quote=1'],
    ['Upload Files', '/dashboard/files'],
    ['Message the Team', '/dashboard/messages'],
  ],
};

for (const role of ['ADMIN', 'AGENT', 'CLIENT'] as Role[]) {
  test(`shows ${role.toLowerCase()} the role label and only the entries the role may open`, async ({
    page,
    loginAs,
  }) => {
    await loginAs(role);
    await page.goto(HOME[role]);
    await expect(nav(page).getByTestId('role-label')).toHaveText(SIDEBAR[role].label);
    for (const name of SIDEBAR[role].shown) {
      await expect(nav(page).getByRole('link', { name, exact: true }), name).toBeVisible();
    }
    for (const name of SIDEBAR[role].hidden) {
      await expect(nav(page).getByRole('link', { name, exact: true }), name).toHaveCount(0);
    }
    // The Projects badge is the server's count of projects in progress in this role's scope (D5, D13).
    const { projects } = await (await page.request.get('/api/shell/badges')).json();
    const badge = nav(page).getByTestId('badge-projects');
    if (projects > 0) await expect(badge).toHaveText(projects > 9 ? '9+' : String(projects));
    else await expect(badge).toHaveCount(0);
    // Grouped, expandable menus: closing a group hides its entries, opening it shows them again.
    const account = nav(page).getByRole('button', { name: 'Account' });
    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page).getByRole('link', { name: 'Settings', exact: true })).toBeHidden();
    await account.click();
    await expect(nav(page).getByRole('link', { name: 'Settings', exact: true })).toBeVisible();
    // 000 §2's quick actions, each for the roles that may take it (001 §6), each to its workspace's create form;
    // with no entry the popover is not drawn at all (no dead entries).
    const quickActions = page.getByRole('button', { name: 'Quick actions' });
    const expected = QUICK_ACTIONS[role];
    if (expected.length > 0) {
      await quickActions.click();
      const items = page.getByRole('menuitem');
      await expect(items).toHaveText(expected.map(([name]) => name));
      for (const [name, href] of expected) {
        await expect(page.getByRole('menuitem', { name }), name).toHaveAttribute('href', href);
      }
      await page.keyboard.press('Escape');
    } else {
      await expect(quickActions).toHaveCount(0);
    }
  });
}

test('gives every section its own URL: titles, Back and reload keep it', async ({ page, loginAs }) => {
  await loginAs('ADMIN');
  await page.goto('/dashboard');
  await expect(title(page)).toHaveText('Dashboard');
  await nav(page).getByRole('link', { name: 'Leads', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/leads');
  await expect(title(page)).toHaveText('Leads');
  await nav(page).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/settings');
  await expect(title(page)).toHaveText('Settings');
  await page.goBack();
  await expect(page).toHaveURL('/dashboard/leads');
  await expect(title(page)).toHaveText('Leads');
  await expect(nav(page).getByRole('link', { name: 'Leads', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.reload();
  await expect(title(page)).toHaveText('Leads');
  await expect(nav(page).getByRole('link', { name: 'Leads', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('sends ?section= links to the section path, replacing the history entry', async ({ page, loginAs }) => {
  await loginAs('AGENT');
  await page.goto('/dashboard/settings');
  await page.goto('/dashboard?section=updates');
  await expect(page).toHaveURL('/dashboard/notifications');
  await expect(title(page)).toHaveText('Notifications');
  await page.goBack();
  await expect(page).toHaveURL('/dashboard/settings');

  await page.goto('/dashboard?section=projects');
  await expect(page).toHaveURL('/dashboard/projects');
  await page.goto('/dashboard?section=profile');
  await expect(page).toHaveURL('/dashboard/settings?section=profile');
  // Sections not built yet, and unknown names, land on the overview.
  await page.goto('/dashboard?section=payroll');
  await expect(page).toHaveURL('/dashboard');
  await expect(title(page)).toHaveText('Dashboard');
});

test('shows an unknown portal path inside the shell, with status 404 and the way back home', async ({
  page,
  loginAs,
}) => {
  await loginAs('AGENT');
  for (const path of ['/dashboard/no-such-section', '/agent/nope']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await expect(nav(page).getByTestId('role-label')).toHaveText('Agent');
    await expect(page).toHaveURL(path);
  }
  await page.getByRole('main').getByRole('link', { name: 'Back to your dashboard' }).click();
  await expect(page).toHaveURL(HOME.AGENT);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
});

test('remembers a collapsed sidebar across reloads, and Back to Main leads home', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs('CLIENT');
  await page.goto('/dashboard');
  const navbar = nav(page);
  await expect(navbar).toHaveCSS('width', '280px');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(navbar).toHaveCSS('width', '80px');
  // Icons only, each still named.
  await expect(navbar.getByRole('link', { name: 'Settings', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expect(nav(page)).toHaveCSS('width', '80px');
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(nav(page)).toHaveCSS('width', '280px');

  await page.getByRole('banner').getByRole('link', { name: 'Back to Main' }).click();
  await expect(page).toHaveURL('/');
});

test('opens the sidebar on a phone and closes it on navigation', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs('ADMIN');
  await page.goto('/dashboard/users');
  await expect(title(page)).toHaveText('Users');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await nav(page).getByRole('link', { name: 'Leads', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/leads');
  await expect(title(page)).toHaveText('Leads');
  await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
});

test('shows the unread count on the bell and the newest notifications, opening one marks it read', async ({
  page,
  loginAs,
  adminApi,
}) => {
  const unreadCount = async () => (await (await adminApi.get('/api/notifications/unread-count')).json()).unread;
  const before: number = await unreadCount();
  expect(before).toBeGreaterThan(0);
  const latest = (await (await adminApi.get('/api/notifications?limit=5')).json()).items as {
    id: string;
    title: string;
    message: string;
    read: boolean;
    actionUrl: string | null;
  }[];
  const target = latest.find((item) => !item.read && item.actionUrl);
  expect(target, 'the demo seed gives the admin an unread notification with a link').toBeTruthy();

  await loginAs('ADMIN');
  await page.goto('/admin');
  const label = (n: number) => (n > 0 ? `Notifications, ${n > 9 ? '9+' : n} unread` : 'Notifications');
  const bell = page.getByRole('banner').getByRole('button', { name: label(before), exact: true });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('bell')).toContainText(before > 9 ? '9+' : String(before));
  await bell.click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  // Rows found by their unique message (the seed repeats some titles).
  const row = (item: (typeof latest)[number]) => popover.getByRole('button').filter({ hasText: item.message });
  await expect(popover.getByRole('listitem')).toHaveCount(latest.length);
  for (const item of latest) await expect(row(item)).toContainText(item.title);

  try {
    await row(target!).click();
    await expect(page).toHaveURL(target!.actionUrl!);
    await expect(page.getByRole('banner').getByRole('button', { name: label(before - 1), exact: true })).toBeVisible();
    expect(await unreadCount()).toBe(before - 1);

    await page
      .getByRole('banner')
      .getByRole('button', { name: label(before - 1), exact: true })
      .click();
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: 'View all notifications' })
      .click();
    await expect(page).toHaveURL('/dashboard/notifications');
  } finally {
    // The worker's database is shared with other specs: leave the seed's unread notification as it was.
    await adminApi.post('/api/notifications/read', { data: { ids: [target!.id], read: false } });
  }
});

// Each action that opens a form, per role, with the form's title: the rest open their workspace (checked above).
const FORMS: Record<Role, Record<string, string>> = {
  ADMIN: {
    'New Project': 'New Project',
    'Create Proposal': 'Create Proposal',
    'Schedule Meeting': 'Create New Event',
    'Create Invoice': 'Create New Invoice',
    'Invite Member': 'Invite a team member',
    'Process Payroll': 'Process Payroll',
  },
  AGENT: { 'New Task': 'Create New Task', 'Log Time': 'Log time' },
  CLIENT: { 'Request a Quote': 'Request a Quote' },
};

test('each quick action opens its workspace’s form, and closing it leaves a plain address', async ({
  page,
  loginAs,
  context,
}) => {
  for (const role of ['ADMIN', 'AGENT', 'CLIENT'] as Role[]) {
    await context.clearCookies();
    await loginAs(role);
    await page.goto(HOME[role]);
    for (const [action, heading] of Object.entries(FORMS[role])) {
      await page.getByRole('button', { name: 'Quick actions' }).click();
      await page.getByRole('menuitem', { name: action }).click();
      const dialog = page.getByRole('dialog', { name: heading });
      await expect(dialog, action).toBeVisible();
      // Escape closes an open list first (the invoice form's client picker opens as it takes the focus), then the form.
      await expect(async () => {
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0, { timeout: 1_000 });
      }).toPass();
      await expect(page, action).not.toHaveURL(/(new|invite|quote)=1/);
    }
  }
});
