// The axe sweep: every public page at 375 and 1280 px, light and dark (npm run screenshots, not npm test).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures';
import { OTHER_PAGES, PUBLIC_PAGES } from '../pages';

const PAGES = [...PUBLIC_PAGES.map((page) => page.path), ...OTHER_PAGES.map((page) => page.path)];

for (const width of [375, 1280]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`no serious or critical axe violation on any public page at ${width} px, ${scheme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      const problems: string[] = [];
      for (const path of PAGES) {
        await page.goto(path, { waitUntil: 'networkidle' });
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        for (const violation of violations) {
          if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
          const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3);
          problems.push(`${path}: ${violation.id} (${violation.impact}) ${targets.join(', ')}`);
        }
      }
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
