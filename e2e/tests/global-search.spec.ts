import { expect, type Page, test } from '../fixtures';

// Global search (000 §2 "Dashboard shell", D12, issue #8 point 7) on the demo seed: Sam (client@example.com) is
// Harbor Retail's, whose projects are E-commerce Replatform and Loyalty Mobile App; Patient Portal MVP is Vitalis
// Health's.

const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search' });
// Within the Projects group: a project's proposal of the same title (issue #10) is in the Proposals group.
const result = (page: Page, title: string | RegExp) =>
  page
    .getByRole('dialog', { name: 'Search' })
    .getByRole('group', { name: 'Projects' })
    .getByRole('button', { name: title });

test('a client searching another organisation’s project finds nothing, and their own project at once', async ({
  page,
  loginAs,
}) => {
  await loginAs('CLIENT');
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+KeyK');
  await searchBox(page).fill('Patient Portal');
  await expect(page.getByRole('dialog').getByText('No results found')).toBeVisible();
  await expect(result(page, 'Patient Portal MVP')).toHaveCount(0);

  await searchBox(page).fill('Replatform');
  const projects = page.getByRole('dialog').getByRole('group', { name: 'Projects' });
  await expect(projects.getByRole('button', { name: /E-commerce Replatform/ })).toBeVisible();
  // Clients (the CRM) are not for a client: Vitalis Health is found by nobody but staff.
  await searchBox(page).fill('Vitalis');
  await expect(page.getByRole('dialog').getByText('No results found')).toBeVisible();
});

test('an admin opens a project with Ctrl+K, and the search is among the recent ones after a reload', async ({
  page,
  loginAs,
}) => {
  await loginAs('ADMIN');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+KeyK');
  await searchBox(page).fill('Patient Portal');
  const project = result(page, /Patient Portal MVP/);
  await expect(project).toBeVisible();
  await project.click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('dialog')).toBeHidden();

  // A new page load (the project page is another workspace's).
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  // The other shortcut (D12), from inside a text field as much as from the page.
  await page.keyboard.press('ControlOrMeta+Slash');
  const recent = page.getByRole('dialog').getByRole('group', { name: 'Recent searches' });
  await recent.getByRole('button', { name: 'Patient Portal' }).click();
  await expect(searchBox(page)).toHaveValue('Patient Portal');
  await expect(result(page, /Patient Portal MVP/)).toBeVisible();

  // Escape closes it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

// Issue #20 point 6: calendar events and time entries are found too, and open where they live.
const group = (page: Page, name: string) => page.getByRole('dialog', { name: 'Search' }).getByRole('group', { name });

test('an admin opens a calendar event from the search: the calendar on its day, with the event open', async ({
  page,
  loginAs,
}) => {
  await loginAs('ADMIN');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+KeyK');
  await searchBox(page).fill('Accessibility findings');
  await group(page, 'Events')
    .getByRole('button', { name: /Accessibility findings review/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/calendar\?date=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('dialog', { name: 'Accessibility findings review' })).toBeVisible();
  // Opened once: the event's parameter is gone, so closing it leaves the calendar on that day.
  await expect(page).not.toHaveURL(/event=/);
});

test('an agent opens their time entry from the search on its week; a client has no time entries', async ({
  page,
  loginAs,
  context,
}) => {
  await loginAs('AGENT');
  await page.goto('/agent');
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+KeyK');
  await searchBox(page).fill('Performance profiling');
  const entries = group(page, 'Time entries');
  await entries
    .getByRole('button', { name: /Performance profiling/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/time\?week=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByText('Performance profiling').first()).toBeVisible();

  await context.clearCookies();
  await loginAs('CLIENT');
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+KeyK');
  await searchBox(page).fill('Performance profiling');
  await expect(page.getByRole('dialog').getByText('No results found')).toBeVisible();
});
