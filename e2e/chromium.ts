// The browser both Playwright configs launch: Debian's Chromium, else Playwright's own (scripts/chromium.mjs).
import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';

export const launchOptions: LaunchOptions = {
  // Undefined when neither is installed: Playwright then names the browser it is missing.
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
};
