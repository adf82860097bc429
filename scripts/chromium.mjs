// Which Chromium the end-to-end tests drive: Debian's headless shell when installed (package
// chromium-headless-shell: the same Chromium without the desktop browser's GPU process and compositor, which is the
// browser Playwright itself runs headless tests in, and took a third less time for the same specs here), else
// Debian's browser, else the browser Playwright downloads into its own cache (`npx playwright install chromium`),
// else none. Read by scripts/test.mjs, which says what to run when there is none, and by the Playwright configs.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
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

/**
 * @param {string[]} [debian] Debian's binaries, in order of preference
 * @returns {string | undefined}
 */
export function chromiumPath(debian = [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM]) {
  const installed = debian.find((path) => existsSync(path));
  if (installed) return installed;
  try {
    // playwright-core is installed with @playwright/test; the path is where its own download would be.
    const { chromium } = createRequire(import.meta.url)('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}
