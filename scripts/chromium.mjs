// Which Chromium the end-to-end tests drive: Debian's package when installed, else the browser Playwright
// downloads into its own cache (`npx playwright install chromium`), else none. Read by scripts/test.mjs, which
// says what to run when there is none, and by the Playwright configs.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Flags for a quiet, sandbox-free headless run here (Playwright's launches and Lighthouse's). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** @returns {string | undefined} */
export function chromiumPath(debian = DEBIAN_CHROMIUM) {
  if (existsSync(debian)) return debian;
  try {
    // playwright-core is installed with @playwright/test; the path is where its own download would be.
    const { chromium } = createRequire(import.meta.url)('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}
