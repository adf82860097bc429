// npm run bench:start — warm start (already built, database already migrated and seeded) to a
// healthy server, on embedded PostgreSQL. Budget: under 3 s. Prints a table of runs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-'));
const env = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };

async function startOnce(command, args) {
  const t0 = performance.now();
  // Its own process group, so npm, the start script and the server all stop together.
  const child = spawn(command, args, {
    cwd: root,
    env,
    stdio: process.env.BENCH_VERBOSE ? 'inherit' : 'ignore',
    detached: true,
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (res.ok) break;
    } catch {
      // not yet listening
    }
    if (performance.now() - t0 > 60_000) throw new Error('server did not become healthy in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const ms = performance.now() - t0;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  await waitPortFree();
  return ms;
}

async function waitPortFree() {
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${PORT}/api/health`);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  await fetch(`http://127.0.0.1:${PORT}/api/health`);
  console.error(`Port ${PORT} is busy: stop that server or set BENCH_PORT.`);
  process.exit(1);
} catch {
  // free, as it should be
}
ensureInstalled();
ensureBuilt();
const server = ['--enable-source-maps', 'apps/api/dist/server.js'];
console.log(
  `cold start (new database: create, migrate, seed): ${(await startOnce(process.execPath, server)).toFixed(0)} ms`,
);
const direct = [];
const viaNpm = [];
for (let i = 0; i < RUNS; i++) direct.push(await startOnce(process.execPath, server));
for (let i = 0; i < RUNS; i++) viaNpm.push(await startOnce('npm', ['start', '--silent']));
rmSync(dataDir, { recursive: true, force: true });

console.log('\n| warm start to healthy (PGlite) | median | min | max |');
console.log('|---|---|---|---|');
for (const [label, runs] of [
  ['server process', direct],
  ['npm start', viaNpm],
]) {
  console.log(
    `| ${label} | ${median(runs).toFixed(0)} ms | ${Math.min(...runs).toFixed(0)} ms | ${Math.max(...runs).toFixed(0)} ms |`,
  );
}
const budget = 3000;
const ok = median(viaNpm) < budget;
console.log(`\nbudget ${budget} ms: ${ok ? 'met' : 'MISSED'}`);
process.exit(ok ? 0 : 1);
