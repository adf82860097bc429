// npm run bench:portal-js — the portal's first-screen JavaScript (issue #19's budget: at most 160 KiB gzipped; issue
// #8's was 200).
// Builds (unless BENCH_SKIP_BUILD), serves the production build with the demo seed on BENCH_PORT (default 3340),
// signs in as each demo role through the API, opens the role's home in Chromium and sums the gzipped size of
// every script the page loaded (each body gzipped here at level 9, whatever the server sent). Then checks that
// each portal route is its own chunk: its module is a file of its own, and the home page did not load another
// workspace's module. Prints a table; exits 1 over budget or when a workspace is bundled into the first screen.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { ensureInstalled, log, root, runOrExit, serverBundle } from './lib.mjs';

const BUDGET_KIB = 160;
const PORT = Number(process.env.BENCH_PORT ?? 3340);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROLES = [
  { role: 'CLIENT', email: 'client@example.com', home: '/dashboard' },
  { role: 'AGENT', email: 'agent@example.com', home: '/agent' },
  { role: 'ADMIN', email: 'admin@example.com', home: '/admin' },
];
const PASSWORD = 'Demo1234!';
const PORTAL_LAYOUT = 'routes/portal/layout';
/** Route ids that name one screen under several paths (routes.ts), so one module. */
const SHARED_SCREENS = [
  ['routes/portal/admin', 'admin-dashboard'],
  // The not-found page inside the shell, under each portal prefix.
  ['routes/portal/not-found', 'admin-not-found', 'admin-dashboard-not-found', 'agent-not-found', 'employee-not-found'],
];

async function startServer(dataDir) {
  const child = spawn(process.execPath, [serverBundle], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      APP_ENV: 'demo',
      SEED_DEMO: 'always',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: ORIGIN,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 90_000) throw new Error('the server did not become healthy in 90 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function sessionCookies(email) {
  const res = await fetch(`${ORIGIN}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email}: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((header) => {
    const [pair] = header.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: ORIGIN };
  });
}

const gzipCache = new Map();
async function gzippedSize(url) {
  if (!gzipCache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzipCache.set(url, { raw: body.length, gzipped: gzipSync(body, { level: 9 }).length });
  }
  return gzipCache.get(url);
}

async function measure(browser, { role, email, home }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies(await sessionCookies(email));
  const page = await context.newPage();
  const scripts = new Set();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  await page.goto(`${ORIGIN}${home}`, { waitUntil: 'networkidle' });
  // The shell is up: the first screen is what the user sees now.
  await page.locator('main').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const landed = new URL(page.url()).pathname;
  if (landed !== home) throw new Error(`${role} landed on ${landed}, not ${home}`);
  const manifest = await page.evaluate(() => {
    const routes = window.__reactRouterManifest?.routes ?? {};
    return Object.values(routes).map((route) => ({ id: route.id, parentId: route.parentId, module: route.module }));
  });
  await context.close();
  let raw = 0;
  let gzipped = 0;
  const files = [];
  for (const url of scripts) {
    const size = await gzippedSize(url);
    raw += size.raw;
    gzipped += size.gzipped;
    files.push({ file: new URL(url).pathname, ...size });
  }
  return {
    role,
    home,
    count: scripts.size,
    raw,
    gzipped,
    files,
    manifest,
    loaded: [...scripts].map((url) => new URL(url).pathname),
  };
}

ensureInstalled();
if (!process.env.BENCH_SKIP_BUILD) {
  log('Building the web app and the server…');
  runOrExit('npm', ['run', 'build', '--silent']);
}
const executablePath = chromiumPath();
if (!executablePath) {
  console.error('No Chromium found (apt-get install chromium).');
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-portal-js-'));
const server = await startServer(dataDir);
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
const results = [];
try {
  for (const account of ROLES) results.push(await measure(browser, account));
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const failures = [];
console.log(`\n| role | first screen | JS files | JS sent raw (KiB) | JS gzipped (KiB) | budget ≤ ${BUDGET_KIB} KiB |`);
console.log('|---|---|---|---|---|---|');
for (const result of results) {
  const ok = result.gzipped / 1024 <= BUDGET_KIB;
  if (!ok) failures.push(`${result.role} ${result.home}: ${kib(result.gzipped)} KiB gzipped`);
  console.log(
    `| ${result.role} | ${result.home} | ${result.count} | ${kib(result.raw)} | ${kib(result.gzipped)} | ${ok ? 'pass' : 'FAIL'} |`,
  );
}

// Each workspace its own chunk: a module per portal route, none of another route's modules on a home page.
const manifest = results[0].manifest;
const portalRoutes = manifest.filter((route) => route.parentId === PORTAL_LAYOUT);
const byModule = new Map();
for (const route of portalRoutes) byModule.set(route.module, [...(byModule.get(route.module) ?? []), route.id]);
for (const [module, ids] of byModule) {
  // One screen registered under several paths (admin and admin-dashboard, the not-found pages) shares its module.
  if (ids.length > 1 && !SHARED_SCREENS.some((screen) => ids.every((id) => screen.includes(id)))) {
    failures.push(`routes ${ids.join(', ')} share one module ${module}`);
  }
}
for (const result of results) {
  const homeRoute = portalRoutes.find((route) => `/${route.id.replace('routes/portal/', '')}` === result.home);
  const homeModule = homeRoute?.module ?? manifest.find((route) => route.id === 'routes/portal/dashboard')?.module;
  const others = portalRoutes.filter((route) => route.module !== homeModule && result.loaded.includes(route.module));
  for (const route of others)
    failures.push(`${result.role} ${result.home} loaded another workspace's module: ${route.id}`);
}
console.log(
  `\n${portalRoutes.length} portal routes, ${byModule.size} route modules; heaviest first-screen files (gzipped KiB):`,
);
for (const result of results) {
  // BENCH_VERBOSE=1 lists every file.
  const top = [...result.files]
    .sort((a, b) => b.gzipped - a.gzipped)
    .slice(0, process.env.BENCH_VERBOSE ? undefined : 8);
  console.log(
    `  ${result.role}: ${top.map((file) => `${file.file.replace('/assets/', '')} ${kib(file.gzipped)}`).join(', ')}`,
  );
}
console.log(
  `\nbudget: first screen ≤ ${BUDGET_KIB} KiB gzipped, each workspace its own chunk: ${failures.length ? 'MISSED' : 'met'}`,
);
for (const failure of failures) console.log(`  ✗ ${failure}`);
process.exit(failures.length ? 1 : 0);
