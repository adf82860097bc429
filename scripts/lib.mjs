// Helpers shared by the newcomer's commands (npm start, npm test). Plain Node: they run
// before dependencies are installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** npm ci when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const installed = join(root, 'node_modules/.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Installing dependencies (npm ci)…');
  runOrExit('npm', ['ci', '--no-audit', '--no-fund']);
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
  if (isStale(serverBundle, ['apps/api/src', 'apps/api/build.mjs', 'packages/shared/src'])) {
    log('Building the server…');
    runOrExit('npm', ['run', 'build', '--silent', '-w', '@agency/api']);
  }
}

/** Loads .env into process.env when present (variables already set win). */
export function loadDotEnv() {
  const file = join(root, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}
