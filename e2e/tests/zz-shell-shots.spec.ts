import { resolve } from 'node:path';
import { HOME, type Role, test } from '../fixtures';

const OUT = resolve(import.meta.dirname, '../../.tmp/shell-shots');

for (const width of [1280, 375]) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const role of ['ADMIN', 'AGENT', 'CLIENT'] as Role[]) {
      test(`${role} ${width} ${scheme}`, async ({ page, loginAs }) => {
        await loginAs(role);
        await page.setViewportSize({ width, height: 800 });
        await page.emulateMedia({ colorScheme: scheme });
        const name = `${role.toLowerCase()}-${width}-${scheme}`;
        if (role === 'CLIENT') {
          await page.route('**/api/auth/get-session', async (route) => {
            await new Promise((done) => setTimeout(done, 3000));
            await route.continue();
          });
          await page.goto(HOME[role]);
          await page.getByTestId('shell-skeleton').waitFor();
          await page.screenshot({ path: `${OUT}/${name}-skeleton.png` });
          await page.unroute('**/api/auth/get-session');
        }
        await page.goto(HOME[role], { waitUntil: 'networkidle' });
        await page.getByTestId('role-label').waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${OUT}/${name}-home.png` });
        if (width === 375) {
          await page.getByRole('button', { name: 'Open navigation' }).click();
          await page.waitForTimeout(400);
          await page.screenshot({ path: `${OUT}/${name}-nav.png` });
          await page.getByRole('button', { name: 'Close navigation' }).click();
        }
        await page.goto('/dashboard/nope', { waitUntil: 'networkidle' });
        await page.screenshot({ path: `${OUT}/${name}-notfound.png` });
        if (width === 1280 && role === 'ADMIN') {
          await page.getByRole('button', { name: 'Notifications' }).click();
          await page.waitForTimeout(400);
          await page.screenshot({ path: `${OUT}/${name}-bell.png` });
          await page.keyboard.press('Escape');
          await page.getByRole('button', { name: 'Collapse sidebar' }).click();
          await page.waitForTimeout(400);
          await page.screenshot({ path: `${OUT}/${name}-collapsed.png` });
          await page.getByRole('button', { name: 'Expand sidebar' }).click();
        }
      });
    }
  }
}
