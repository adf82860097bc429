// The axe sweep: every public page, and every portal page as each role sees it, at 375 and 1280 px, light and
// dark, plus the portal's dynamic pages and overlays (npm run screenshots, not npm test). Issue #8: no serious or
// critical violation on any screen.
import AxeBuilder from '@axe-core/playwright';
import { expect, gotoSettled, HOME, type Page, type Role, test } from '../fixtures';
import { OTHER_PAGES, PORTAL_PAGES, PUBLIC_PAGES } from '../pages';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The page's serious and critical violations, each as "where: rule (impact) the first three targets". */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3);
      return `${where}: ${violation.id} (${violation.impact}) ${targets.join(', ')}`;
    });
}

const PAGES = [...PUBLIC_PAGES.map((page) => page.path), ...OTHER_PAGES.map((page) => page.path)];

for (const width of [375, 1280]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`no serious or critical axe violation on any public page at ${width} px, ${scheme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      const problems: string[] = [];
      for (const path of PAGES) {
        await gotoSettled(page, path);
        problems.push(...(await seriousViolations(page, path)));
      }
      expect(problems).toEqual([]);
    });
  }
}

for (const width of [375, 1280]) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [role, paths] of Object.entries(PORTAL_PAGES) as [Role, readonly string[]][]) {
      test(`no serious or critical axe violation on the ${role} portal pages at ${width} px, ${scheme}`, async ({
        page,
        loginAs,
      }) => {
        test.setTimeout(300_000);
        await loginAs(role);
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: scheme });
        const problems: string[] = [];
        for (const path of paths) {
          await gotoSettled(page, path);
          problems.push(...(await seriousViolations(page, `${role} ${path}`)));
        }
        expect(problems).toEqual([]);
      });
    }
  }
}

/** The id of the first row the signed-in browser's session can list at this API path. */
async function firstId(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path, { params: { limit: 1 } });
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as { items: { id: string }[] };
  expect(items.length, `a row at ${path}`).toBeGreaterThan(0);
  return items[0]!.id;
}

/** The #9/#10 screens that open one row by its id in the URL: a thread, a proposal, an invoice, a file. */
async function openedPages(page: Page): Promise<string[]> {
  const threads = await page.request.get('/api/messages/threads', { params: { limit: 1 } });
  expect(threads.status(), await threads.text()).toBe(200);
  const [thread] = ((await threads.json()) as { items: { projectId: string }[] }).items;
  expect(thread, 'a thread at /api/messages/threads').toBeDefined();
  return [
    `/dashboard/messages?project=${thread!.projectId}`,
    `/dashboard/proposals?proposal=${await firstId(page, '/api/proposals')}`,
    `/dashboard/billing?invoice=${await firstId(page, '/api/invoices')}`,
    `/dashboard/files?file=${await firstId(page, '/api/files')}`,
  ];
}

// The pages with an id and the overlays that have no path of their own: a project, a client, the task drawer, the
// Spotlight with results, the New Project modal and the Create New Task modal.
for (const width of [375, 1280]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`no serious or critical axe violation on the portal's dynamic pages and overlays at ${width} px, ${scheme}`, async ({
      page,
      loginAs,
    }) => {
      test.setTimeout(300_000);
      await loginAs('ADMIN');
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      const problems: string[] = [];
      const visit = async (path: string) => {
        await gotoSettled(page, path);
        problems.push(...(await seriousViolations(page, path)));
      };
      await visit(`/dashboard/projects/${await firstId(page, '/api/projects')}`);
      await visit(`/dashboard/clients/${await firstId(page, '/api/clients')}`);
      const taskId = await firstId(page, '/api/tasks');
      await gotoSettled(page, `/dashboard/tasks?task=${taskId}`);
      await page.getByRole('dialog').waitFor();
      problems.push(...(await seriousViolations(page, `/dashboard/tasks?task=${taskId} (drawer)`)));

      await gotoSettled(page, '/dashboard/projects?new=1');
      await page.getByRole('dialog').waitFor();
      problems.push(...(await seriousViolations(page, 'New Project modal')));

      await gotoSettled(page, '/dashboard/tasks');
      await page.getByRole('button', { name: 'New Task' }).click();
      await page.getByRole('dialog', { name: 'Create New Task' }).waitFor();
      problems.push(...(await seriousViolations(page, 'Create New Task modal')));

      // Issues #9 and #10: a conversation, a proposal, an invoice and a file opened by their link.
      for (const path of await openedPages(page)) await visit(path);

      await gotoSettled(page, HOME.ADMIN);
      await page.keyboard.press('ControlOrMeta+KeyK');
      await page.getByRole('textbox', { name: 'Search' }).fill('port');
      await page.getByRole('group', { name: 'Projects' }).waitFor();
      problems.push(...(await seriousViolations(page, 'Spotlight with results')));
      expect(problems).toEqual([]);
    });
  }
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the contact form's error states have no serious or critical violation, ${scheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const serious = async () => {
      const { violations } = await new AxeBuilder({ page }).include('#inquiry').analyze();
      return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    };
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name, email, and message are required')).toBeVisible();
    expect(await serious()).toEqual([]);

    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    const form = page.getByRole('form', { name: 'Tell us about your project' });
    await form.getByLabel('Full Name').fill('Ada Lovelace');
    await form.getByLabel('Email Address').fill('ada@example.com');
    await form.getByLabel('Service Needed').selectOption('Other');
    await form.getByLabel('Project Description').fill('A question about an app.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Open email client as backup' })).toBeVisible();
    expect(await serious()).toEqual([]);
  });
}
