import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './chromium';
import { e2eTmp } from './server';

// Runs against the production build (npm test builds it first). Each worker starts its own server on its own
// fresh embedded database seeded with the demo data (the `server` fixture in fixtures.ts, ports E2E_PORT and up),
// so specs never share mutable state. The screenshot matrix and the axe sweep are not here: `npm run screenshots`.
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  outputDir: resolve(e2eTmp, 'playwright-results'),
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A test that passes only on its retry still fails the run (and counts as failed in npm test's summary).
  failOnFlakyTests: true,
  // Upper bounds, not waits: a passing test takes seconds, but this 2-core machine is often shared and slow.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // A trace is recorded on a test's retry only: recording one for every test (its screencast, its DOM snapshots)
  // took the leg from 12 to 25 minutes on this 2-core machine. To trace a local run: --trace on.
  use: { trace: 'on-first-retry', launchOptions },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
