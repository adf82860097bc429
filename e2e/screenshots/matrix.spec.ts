// The screenshot matrix: every page at 1280 and 375 px, light and dark, as each kind of visitor sees it, written
// to .tmp/screenshots/<width>-<scheme>/<who><path>.png for a person to look through (nothing is compared).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, gotoSettled, HOME, type Page, type Role, test } from '../fixtures';
import { OTHER_PAGES, PORTAL_PAGES, PUBLIC_PAGES } from '../pages';

const OUT = resolve(import.meta.dirname, '../../.tmp/screenshots');

const PAGES: Record<'anonymous' | Role, readonly string[]> = {
  anonymous: [
    ...PUBLIC_PAGES.map((page) => page.path),
    ...OTHER_PAGES.map((page) => page.path),
    '/auth',
    '/auth/callback?error=server_error',
    '/auth-test',
  ],
  ...PORTAL_PAGES,
};

for (const width of [1280, 375]) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [who, paths] of Object.entries(PAGES)) {
      test(`${who} pages at ${width} px, ${scheme}`, async ({ page, loginAs }) => {
        test.setTimeout(300_000);
        if (who !== 'anonymous') await loginAs(who as Role);
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: scheme });
        const dir = resolve(OUT, `${width}-${scheme}`, who.toLowerCase());
        mkdirSync(dir, { recursive: true });
        for (const path of paths) {
          await gotoSettled(page, path);
          const name = path.replace(/[^\w-]+/g, '_').replace(/^_|_$/g, '') || 'home';
          await page.screenshot({ path: resolve(dir, `${name}.png`), fullPage: true });
        }
      });
    }
  }
}

// Overlays have no path of their own (issue #8 point 7 and 8): the global search with results and with none, and
// the Storage Full screen with its confirmation.
for (const width of [1280, 375]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`overlays at ${width} px, ${scheme}`, async ({ page, loginAs }) => {
      await loginAs('ADMIN');
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      const dir = resolve(OUT, `${width}-${scheme}`, 'overlays');
      mkdirSync(dir, { recursive: true });
      await gotoSettled(page, HOME.ADMIN);
      await page.keyboard.press('ControlOrMeta+KeyK');
      const search = page.getByRole('textbox', { name: 'Search' });
      await search.fill('port');
      await page.getByRole('group', { name: 'Projects' }).waitFor();
      await page.screenshot({ path: resolve(dir, 'search-results.png') });
      await search.fill('zzqx');
      await page.getByText('No results found').waitFor();
      await page.screenshot({ path: resolve(dir, 'search-no-results.png') });
      await page.keyboard.press('Escape');
      await page.evaluate(() => {
        void Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
      });
      await page.getByRole('heading', { name: 'Storage Full' }).waitFor();
      await page.screenshot({ path: resolve(dir, 'storage-full.png') });
      await page.getByRole('button', { name: 'Clear All Browser Data' }).click();
      await page.getByRole('dialog').waitFor();
      await page.screenshot({ path: resolve(dir, 'storage-full-confirm.png') });
    });
  }
}

/** The id of the first row the signed-in browser's session can list at this API path. */
async function firstId(page: Page, path: string, key = 'id'): Promise<string> {
  const response = await page.request.get(path, { params: { limit: 1 } });
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as { items: Record<string, string>[] };
  expect(items.length, `a row at ${path}`).toBeGreaterThan(0);
  return items[0]![key]!;
}

// Issues #9 and #10: the screens that open one row by its link (a conversation, a proposal, an invoice, a file),
// as the admin and as the client sees them.
for (const width of [1280, 375]) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const who of ['ADMIN', 'CLIENT'] as const) {
      test(`${who} opened rows at ${width} px, ${scheme}`, async ({ page, loginAs }) => {
        await loginAs(who);
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: scheme });
        const dir = resolve(OUT, `${width}-${scheme}`, `${who.toLowerCase()}-opened`);
        mkdirSync(dir, { recursive: true });
        const shots: [string, string][] = [
          ['thread', `/dashboard/messages?project=${await firstId(page, '/api/messages/threads', 'projectId')}`],
          ['proposal', `/dashboard/proposals?proposal=${await firstId(page, '/api/proposals')}`],
          ['invoice', `/dashboard/billing?invoice=${await firstId(page, '/api/invoices')}`],
          ['file', `/dashboard/files?file=${await firstId(page, '/api/files')}`],
        ];
        for (const [name, path] of shots) {
          await gotoSettled(page, path);
          await page.screenshot({ path: resolve(dir, `${name}.png`), fullPage: true });
        }
      });
    }
  }
}
