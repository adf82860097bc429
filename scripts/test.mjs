// npm test: install what is missing, then format/lint, typecheck, unit and API tests on PGlite,
// the API tests again on PostgreSQL when TEST_DATABASE_URL is set, and Playwright end to end
// against a production build (each Playwright worker on its own server). Runs under Node 22 (re-running itself
// under the packaged one on an older system, docs/decisions/0006). Prints each step's time, then one
// "N passed, N failed" line, in which a flaky end-to-end test counts as failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  ensureBuilt,
  ensureChromium,
  ensureInstalled,
  log,
  playwrightCounts,
  root,
  run,
  runUnderProjectNode,
} from './lib.mjs';

const started = Date.now();
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const totals = { passed: 0, failed: 0 };
const steps = [];

function step(name, fn) {
  const t0 = Date.now();
  log(name);
  const ok = fn();
  steps.push({ name, ok, seconds: ((Date.now() - t0) / 1000).toFixed(1) });
  if (!ok) totals.failed += 1;
  return ok;
}

function vitest(label, args, env = {}) {
  const report = join(tmp, `vitest-${label}.json`);
  rmSync(report, { force: true });
  const status = run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    {
      env: { ...process.env, ...env },
    },
  );
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    if (result.numTotalTests === 0) return false;
  }
  return status === 0;
}

function playwright() {
  const report = join(tmp, 'playwright.json');
  rmSync(report, { force: true });
  const status = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  if (!existsSync(report)) return false;
  const { passed, failed } = playwrightCounts(JSON.parse(readFileSync(report, 'utf8')).stats);
  totals.passed += passed;
  totals.failed += failed;
  return status === 0 && failed === 0;
}

ensureInstalled();
await runUnderProjectNode();
log(`Node ${process.versions.node}`);
ensureChromium();

step('Format and lint (Biome)', () => run('npx', ['biome', 'check', '.']) === 0);
step('Typecheck', () => run('npm', ['run', 'typecheck', '--silent']) === 0);
step('Unit and API tests on embedded PostgreSQL (PGlite)', () => vitest('pglite', []));
if (process.env.TEST_DATABASE_URL) {
  step('API tests on the PostgreSQL server', () => vitest('postgres', ['apps/api'], { TEST_DB_ENGINE: 'postgres' }));
} else {
  log('TEST_DATABASE_URL is not set: skipping the PostgreSQL leg (CI always runs it).');
}
// The end-to-end run's seeded template database (e2e/server.ts) is made while the build runs: each uses about one
// core, and the seed no longer waits for the build before Playwright starts.
const template = spawn(
  process.execPath,
  ['--import', 'tsx', '-e', "import('./e2e/server.ts').then((server) => server.prepareTemplate())"],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
);
const templateExit = new Promise((resolve) => template.on('exit', (code) => resolve(code)));
step('Build the web app and the server', () => {
  ensureBuilt();
  return true;
});
// A template that failed is made again by Playwright's global setup, which shows why.
if ((await templateExit) === 0) process.env.E2E_TEMPLATE_PREPARED = '1';
step('End-to-end tests in Chromium', playwright);

console.log('\nSummary:');
for (const { name, ok, seconds } of steps) console.log(`  ${ok ? '✓' : '✗'} ${name} (${seconds} s)`);
console.log(`  total ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(steps.every((s) => s.ok) ? 0 : 1);
