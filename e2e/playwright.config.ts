import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

// Runs against the production build served by the real server on a fresh embedded database
// seeded with the demo data. Debian's Chromium; Playwright never downloads a browser here.
export default defineConfig({
  testDir: './tests',
  outputDir: '../.tmp/playwright-results',
  fullyParallel: false,
  // Two browsers against one server: specs make their own users, so they do not collide.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The production server bundle; npm test builds it (and the web app) first.
    command: 'rm -rf .tmp/e2e-data && node --enable-source-maps apps/api/dist/server.js',
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      APP_ENV: 'demo',
      PORT: String(port),
      HOST: '127.0.0.1',
      // The address the browser uses: Better Auth refuses cookie-carrying requests from any other origin, and
      // e-mailed links (invitations, password resets) point here.
      PUBLIC_URL: baseURL,
      DATA_DIR: '.tmp/e2e-data',
      LOG_LEVEL: 'warn',
    },
  },
});
