// The screenshot matrix: every page at 1280 and 375 px, light and dark, as each kind of visitor sees it, written
// to .tmp/screenshots/<width>-<scheme>/<who><path>.png for a person to look through (nothing is compared).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { HOME, type Role, test } from '../fixtures';
import { OTHER_PAGES, PUBLIC_PAGES } from '../pages';

const OUT = resolve(import.meta.dirname, '../../.tmp/screenshots');

const PAGES: Record<'anonymous' | Role, string[]> = {
  anonymous: [
    ...PUBLIC_PAGES.map((page) => page.path),
    ...OTHER_PAGES.map((page) => page.path),
    '/auth',
    '/auth/callback?error=server_error',
    '/auth-test',
  ],
  ADMIN: [
    HOME.ADMIN,
    '/dashboard',
    '/dashboard/users',
    '/dashboard/leads',
    '/dashboard/logs',
    '/dashboard/settings',
    '/dashboard/notifications',
    '/dashboard/outbox',
    '/dashboard/settings?section=security',
    '/dashboard/settings?section=appearance',
    '/dashboard/projects',
    '/dashboard/projects?new=1',
    '/dashboard/clients',
    '/dashboard/tasks',
    '/dashboard/tasks?view=kanban',
    '/dashboard/tasks?view=calendar',
    // The shell's not-found page (issue #8).
    '/dashboard/nope',
  ],
  AGENT: [
    HOME.AGENT,
    '/dashboard',
    '/dashboard/leads',
    '/dashboard/settings',
    '/dashboard/notifications',
    '/dashboard/settings?section=appearance',
    '/dashboard/projects',
    '/dashboard/clients',
    '/dashboard/tasks',
    '/dashboard/tasks?view=kanban',
    '/dashboard/tasks?view=mine',
    '/agent/no-such-page',
  ],
  CLIENT: [
    HOME.CLIENT,
    '/dashboard/billing',
    '/dashboard/settings',
    '/dashboard/notifications',
    '/dashboard/settings?section=appearance',
    '/dashboard/projects',
    '/dashboard/tasks',
    '/dashboard/clients',
    '/dashboard/no-such-page',
  ],
};

for (const width of [1280, 375]) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [who, paths] of Object.entries(PAGES)) {
      test(`${who} pages at ${width} px, ${scheme}`, async ({ page, loginAs }) => {
        if (who !== 'anonymous') await loginAs(who as Role);
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: scheme });
        const dir = resolve(OUT, `${width}-${scheme}`, who.toLowerCase());
        mkdirSync(dir, { recursive: true });
        for (const path of paths) {
          await page.goto(path, { waitUntil: 'networkidle' });
          const name = path.replace(/[^\w-]+/g, '_').replace(/^_|_$/g, '') || 'home';
          await page.screenshot({ path: resolve(dir, `${name}.png`), fullPage: true });
        }
      });
    }
  }
}
