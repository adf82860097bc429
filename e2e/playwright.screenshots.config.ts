import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './chromium';

// npm run screenshots: every page at 1280 and 375 px in light and dark, saved under .tmp/screenshots, and the
// axe sweep of the same matrix. Slow and visual, so not part of npm test. Same per-worker servers as the suite.
export default defineConfig({
  testDir: './screenshots',
  globalSetup: './global-setup.ts',
  outputDir: '../.tmp/playwright-screenshots-results',
  fullyParallel: true,
  workers: 2,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: { trace: 'retain-on-failure', launchOptions },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
