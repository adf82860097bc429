// Overlays of issue #18 that have no path of their own: the plan change's confirmation (price, start, proration)
// and the Undo banner after it, at 1280 and 375 px, light and dark, for a person to look through.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { gotoSettled, test } from '../fixtures';

const OUT = resolve(import.meta.dirname, '../../.tmp/screenshots');

for (const width of [1280, 375]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`plan change confirmation at ${width} px, ${scheme}`, async ({ page, loginAs }) => {
      await loginAs('CLIENT');
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      const dir = resolve(OUT, `${width}-${scheme}`, 'overlays');
      mkdirSync(dir, { recursive: true });
      await gotoSettled(page, '/dashboard/billing/plans');
      await page.getByRole('button', { name: 'Upgrade Plan: Enterprise' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm plan change' });
      await dialog.getByRole('row', { name: /Proration/ }).waitFor();
      await page.screenshot({ path: resolve(dir, 'plan-change-confirm.png'), animations: 'disabled' });
      await dialog.getByRole('button', { name: 'Confirm upgrade' }).click();
      const banner = page.getByRole('alert').filter({ hasText: 'Plan changed' });
      await banner.waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await page.screenshot({ path: resolve(dir, 'plan-change-undo.png'), animations: 'disabled' });
      // Put the demo client back for the next shot on this worker's server.
      await banner.getByRole('button', { name: 'Undo' }).click();
      await banner.waitFor({ state: 'hidden' });
    });
  }
}
