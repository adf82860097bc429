// What the list benches share (bench:api, bench:growth): a keep-alive HTTP client, p50/p95 of one path on several
// servers side by side, the real app as a child server, the SQL a request runs (captured from the app's pg calls)
// and its EXPLAIN (ANALYZE, BUFFERS).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { root } from '../lib.mjs';

const LARGE_TABLE_ROWS = 5_000;
const resultsDir = join(root, 'bench-results');
/** Every server started here, for the caller to stop on its way out. */
export const children = new Set();
// ---------------------------------------------------------------------------------------------- HTTP client
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export function get(port, path, cookie) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(
      { host: '127.0.0.1', port, path, agent, headers: { cookie, accept: 'application/json' } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, ms: performance.now() - t0, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * p50/p95 of one path on every size, side by side: each server is warmed up, then the samples alternate between
 * them (10k, 100k, 10k, 100k, ...) so that each pair of samples sees the same load on this shared machine.
 */
export async function latencyPaired(sides, path, { warmup = 100, samples = 200 } = {}) {
  for (let i = 0; i < warmup; i++) for (const side of sides) await get(side.port, side.path ?? path, side.cookie);
  const times = sides.map(() => []);
  for (let i = 0; i < samples; i++) {
    for (const [k, side] of sides.entries()) {
      const res = await get(side.port, side.path ?? path, side.cookie);
      if (res.status !== 200)
        throw new Error(`${path} on port ${side.port}: ${res.status} ${res.body.toString().slice(0, 200)}`);
      times[k].push(res.ms);
    }
  }
  return times.map((sample) => {
    sample.sort((a, b) => a - b);
    return { p50: quantile(sample, 0.5), p95: quantile(sample, 0.95) };
  });
}

export function cpuTicks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime (fields 14 and 15 of the whole line)
}

// ---------------------------------------------------------------------------------------------- servers
export async function startServer(label, script, env, port) {
  // BENCH_CPU_PROF=1 profiles every server into bench-results/profiles (read the top frames of the .cpuprofile).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${join(resultsDir, 'profiles')}`] : [];
  const args = [...profile, ...(script.endsWith('.ts') ? ['--import', 'tsx', script] : [script])];
  const merged = { ...process.env, ...env, PORT: String(port) };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: merged,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} exited with code ${child.exitCode}`);
    try {
      await get(port, '/api/health', '');
      return { label, port, pid: child.pid, child };
    } catch {
      if (Date.now() - started > 90_000) throw new Error(`${label} did not listen in 90 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

export async function stopServer(server) {
  if (!children.has(server.child)) return;
  children.delete(server.child);
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

// ---------------------------------------------------------------------------------------------- SQL capture and plans
/** The SQL statements one request runs, captured from the app's pg calls (app.inject in this process). */
export async function captureQueries(app, path, cookie) {
  const captured = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, values, callback) {
    if (typeof config === 'string') captured.push({ text: config, values: Array.isArray(values) ? values : [] });
    else if (config && typeof config.text === 'string')
      captured.push({ text: config.text, values: config.values ?? (Array.isArray(values) ? values : []) });
    return original.call(this, config, values, callback);
  };
  try {
    const res = await app.inject({ method: 'GET', url: path, headers: { cookie } });
    return { status: res.statusCode, queries: captured };
  } finally {
    pg.Client.prototype.query = original;
  }
}

export const isSessionQuery = (text) => /"sessions"\."token"|sessions s join users/.test(text);

export async function explain(client, queries, largeTables) {
  const verdicts = [];
  for (const query of queries) {
    const { rows } = await client.query(`explain (analyze, buffers) ${query.text}`, query.values);
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    // A node the executor never ran (`never executed`) costs nothing: only scans that ran count.
    const seqScans = [...plan.matchAll(/Seq Scan on (\w+)[^\n]*/g)]
      .filter((match) => !match[0].includes('never executed'))
      .map((match) => match[1]);
    const bad = seqScans.filter((table) => largeTables.has(table));
    const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
    verdicts.push({ text: query.text, plan, bad, seqScans, time: Number(time) });
  }
  return verdicts;
}

export async function largeTables(client) {
  const { rows } = await client.query(
    `select relname, n_live_tup from pg_stat_user_tables where n_live_tup >= ${LARGE_TABLE_ROWS}`,
  );
  return new Set(rows.map((row) => row.relname));
}
