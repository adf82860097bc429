// npm run bench:web — builds, serves the production build on a free port with a throwaway database, runs
// Lighthouse 12 (mobile, simulated throttling) on every public page and prints one table. Exits non-zero when
// a page misses a budget of issue #4: performance, accessibility, best practices and SEO >= 0.95,
// JavaScript <= 100 KiB gzipped, CLS <= 0.05; or of issue #19: LCP <= 1000 ms.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { ensureInstalled, log, root, runOrExit, serverBundle } from './lib.mjs';

const PAGES = process.env.BENCH_PAGES?.split(',') ?? [
  '/',
  '/services',
  '/pricing',
  '/portfolio',
  '/case-studies',
  '/case-studies/ecommerce-transformation',
  '/contact',
  '/faq',
  '/terms',
  '/privacy',
];
const BUDGET = { score: 0.95, jsKiB: 100, cls: 0.05, lcpMs: 1000 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port, dataDir) {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverBundle], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      APP_ENV: 'demo',
      SEED_DEMO: 'never',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, child };
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error('the server did not become healthy in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Bytes of JavaScript the page loaded: as sent, and gzipped (what the budget counts, compression or not). */
async function scriptSizes(lhr) {
  const scripts = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
  let gzipped = 0;
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
    gzipped += gzipSync(body, { level: 9 }).length;
  }
  return { count: scripts.length, transferred: scripts.reduce((sum, item) => sum + item.transferSize, 0), gzipped };
}

async function audit(chrome, url) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  const js = await scriptSizes(lhr);
  return {
    runtimeError: lhr.runtimeError?.message,
    warnings: lhr.runWarnings,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id].score])),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    js,
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => a.id),
  };
}

/**
 * Lighthouse occasionally fails a run outright (a runtime error, scores of null); that says nothing about the page,
 * so such a run is repeated, up to twice, and reported.
 */
async function auditWithRetry(chrome, url) {
  let result;
  for (let attempt = 1; attempt <= 3; attempt++) {
    result = await audit(chrome, url);
    const failed = Object.values(result.scores).some((score) => score === null);
    if (!failed) return result;
    log(`  run ${attempt} failed (${result.runtimeError ?? 'no score'}); running it again`);
  }
  return result;
}

function misses(result) {
  const problems = [];
  for (const [id, score] of Object.entries(result.scores)) {
    if (score === null || score < BUDGET.score) problems.push(`${id} ${score}`);
  }
  if (result.js.gzipped / 1024 > BUDGET.jsKiB) problems.push(`JavaScript ${(result.js.gzipped / 1024).toFixed(1)} KiB`);
  if (result.cls > BUDGET.cls) problems.push(`CLS ${result.cls.toFixed(3)}`);
  // A run that measured no LCP misses the budget too.
  if (!Number.isFinite(result.lcp)) problems.push('LCP not measured');
  else if (result.lcp > BUDGET.lcpMs) problems.push(`LCP ${result.lcp.toFixed(0)} ms`);
  return problems;
}

function printTable(rows) {
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  console.log(
    '\n| page | performance | accessibility | best practices | SEO | JS gzipped (KiB) | JS sent (KiB) | CLS | LCP (ms) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const { path, result } of rows) {
    const s = result.scores;
    console.log(
      `| ${path} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${kib(result.js.gzipped)} | ${kib(result.js.transferred)} | ${(result.cls ?? 0).toFixed(3)} | ${Number.isFinite(result.lcp) ? result.lcp.toFixed(0) : '-'} |`,
    );
  }
}

ensureInstalled();
if (!process.env.BENCH_SKIP_BUILD) {
  log('Building the web app and the server…');
  runOrExit('npm', ['run', 'build', '--silent']);
}
process.env.CHROME_PATH ??= '/usr/bin/chromium';
const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-web-'));
const { origin, child } = await startServer(await freePort(), dataDir);
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH, chromeFlags: CHROME_FLAGS });
const rows = [];
try {
  for (const path of PAGES) {
    log(`Lighthouse ${path}`);
    rows.push({ path, result: await auditWithRetry(chrome, `${origin}${path}`) });
  }
} finally {
  await chrome.kill();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

printTable(rows);
const failures = rows.flatMap(({ path, result }) => misses(result).map((problem) => `${path}: ${problem}`));
for (const { path, result } of rows) {
  if (result.runtimeError) console.log(`  ${path} Lighthouse error: ${result.runtimeError}`);
  if (result.warnings?.length) console.log(`  ${path} Lighthouse warnings: ${result.warnings.join(' / ')}`);
  if (result.failedAudits.length) console.log(`  ${path} audits below 0.9: ${result.failedAudits.join(', ')}`);
}
console.log(
  `\nbudgets: scores >= ${BUDGET.score}, JavaScript <= ${BUDGET.jsKiB} KiB gzipped, CLS <= ${BUDGET.cls}, LCP <= ${BUDGET.lcpMs} ms: ${failures.length ? 'MISSED' : 'met'}`,
);
for (const failure of failures) console.log(`  ✗ ${failure}`);
process.exit(failures.length ? 1 : 0);
