// npm run bench:growth — issue #22 point 6: every list and search over tasks, messages, audit log, files and page
// views at 1,000,000 rows within 1.3x of its p50 at 10,000 rows, on PostgreSQL, with the query plans printed.
//
// Two scratch databases (GROWTH_DB_PREFIX, default growth_bench: <prefix>_10k and <prefix>_1m), migrated and seeded
// set-based (scripts/bench-growth/seed.mjs: ROWS_SMALL and ROWS_LARGE rows in each table, INSERT ... SELECT
// generate_series). Each size is served by its own real server (bench-api/app-server.ts, over keep-alive HTTP), both
// running at once; per route, WARMUP requests to each, then SAMPLES samples alternating 10k, 1M, 10k, ... so a burst of
// load from a neighbour on this shared machine lands on both sizes alike. The SQL each route runs is captured from the
// app's own pg calls (an in-process app, app.inject) and shown with EXPLAIN (ANALYZE, BUFFERS) on the 1M database:
// the scan lines on stdout, the whole plans in bench-results/bench-growth-plans.txt. Exits 1 when a ratio misses 1.3
// or a plan reads a large table sequentially.
//
//   TEST_DATABASE_URL / DATABASE_URL   the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_PORT (default 6010)          the 10k server listens on it, the 1M server on +1
//   ROWS_SMALL (10000), ROWS_LARGE (1000000), SAMPLES (60), WARMUP (20), KEEP=1 (keep the databases)
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  captureQueries,
  children,
  explain,
  isSessionQuery,
  largeTables,
  latencyPaired,
  startServer,
  stopServer,
} from './bench-api/measure.mjs';
import { createSessions } from './bench-api/seed.mjs';
import { growthSql, SEARCH_TERM } from './bench-growth/seed.mjs';
import { root } from './lib.mjs';

const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_PORT ?? 6010);
const SAMPLES = Number(process.env.SAMPLES ?? 60);
const WARMUP = Number(process.env.WARMUP ?? 20);
const PREFIX = process.env.GROWTH_DB_PREFIX ?? 'growth_bench';
const BUDGET = 1.3;
const AUTH_SECRET = 'bench-growth-secret-bench-growth-secret-0123';
const resultsDir = join(root, 'bench-results');

const sizeOf = (rows, label, port) => {
  const name = `${PREFIX}_${label}`;
  return { rows, label, name, port, url: Object.assign(new URL(url), { pathname: `/${name}` }).toString() };
};
const SIZES = [
  sizeOf(Number(process.env.ROWS_SMALL ?? 10_000), '10k', PORT),
  sizeOf(Number(process.env.ROWS_LARGE ?? 1_000_000), '1m', PORT + 1),
];

/** Each list and search of the five tables, as the portal's browser calls it; `{project}` is the client's project. */
const TARGETS = [
  { table: 'tasks', name: 'task list (due date)', caller: 'agent', path: '/api/tasks?limit=25' },
  { table: 'tasks', name: 'task list (due date)', caller: 'admin', path: '/api/tasks?limit=25' },
  { table: 'tasks', name: 'task list, newest', caller: 'admin', path: '/api/tasks?limit=25&sort=created' },
  { table: 'tasks', name: 'task search', caller: 'agent', path: `/api/tasks?q=${SEARCH_TERM}&limit=25` },
  { table: 'tasks', name: 'task search', caller: 'admin', path: `/api/tasks?q=${SEARCH_TERM}&limit=25` },
  { table: 'messages', name: 'project thread', caller: 'client', path: '/api/projects/{project}/messages' },
  { table: 'messages', name: 'message threads', caller: 'agent', path: '/api/messages/threads' },
  { table: 'audit', name: 'system logs', caller: 'admin', path: '/api/logs/system?limit=25' },
  { table: 'audit', name: 'system logs search', caller: 'admin', path: `/api/logs/system?q=${SEARCH_TERM}&limit=25` },
  { table: 'audit', name: 'system logs counters', caller: 'admin', path: '/api/logs/system/summary' },
  { table: 'audit', name: 'activity logs', caller: 'agent', path: '/api/logs/activity?limit=25' },
  { table: 'files', name: 'file list', caller: 'admin', path: '/api/files' },
  { table: 'files', name: 'file list', caller: 'agent', path: '/api/files' },
  { table: 'files', name: 'file search', caller: 'admin', path: `/api/files?q=${SEARCH_TERM}` },
  { table: 'all', name: 'global search', caller: 'agent', path: `/api/search?q=${SEARCH_TERM}` },
  {
    table: 'page views',
    name: 'site analytics, 30 days',
    caller: 'admin',
    path: '/api/analytics/site?range=last_30_days',
  },
];

async function withClient(connectionString, work) {
  const client = new pg.Client({ connectionString });
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

const seconds = (t0) => `${((performance.now() - t0) / 1000).toFixed(0)} s`;
const fmt = (ms) => `${ms.toFixed(2)} ms`;
/** The lines of a plan that say how each table is read (which index, or a sequential scan). */
const scanLines = (plan) =>
  plan
    .split('\n')
    .filter((line) => /Scan|Execution Time/.test(line))
    .map((line) => `      ${line.trim().replace(/\s+\(cost=[^)]*\)/, '')}`);

/**
 * Runs the seed with the grown tables' secondary indexes dropped, then builds them again: a million rows go in as
 * heap pages and each index is built once, sorted, instead of maintained row by row (a GIN trigram index most of all).
 */
async function bulkLoad(client, statements) {
  const { rows: indexes } = await client.query(
    `select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = any($1)
       and indexdef not like 'CREATE UNIQUE INDEX%'`,
    [['tasks', 'messages', 'audit_logs', 'files', 'page_views']],
  );
  for (const index of indexes) await client.query(`drop index ${index.indexname}`);
  for (const statement of statements) await client.query(statement);
  await client.query(`set maintenance_work_mem = '256MB'`);
  for (const index of indexes) await client.query(index.indexdef);
}

/** Migrates and seeds one size; then captures each target's SQL through an in-process app, with its plans. */
async function prepare(size, openDatabase, buildApp, loadConfig, rollUps) {
  // REUSE=1 keeps a database a KEEP=1 run left (migrated again: a new index is built on its rows).
  const kept = await withClient(url, async (admin) => {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [size.name])).rowCount > 0;
    if (exists && process.env.REUSE) return true;
    await admin.query(`drop database if exists ${size.name} with (force)`);
    await admin.query(`create database ${size.name}`);
    return false;
  });
  const database = await openDatabase({ url: size.url });
  let app;
  try {
    await database.migrate();
    await withClient(size.url, async (client) => {
      const t0 = performance.now();
      if (!kept) await bulkLoad(client, growthSql(size.rows));
      size.cookies = await createSessions((text) => client.query(text), AUTH_SECRET);
      size.project = (await client.query(`select id from projects where description = '1'`)).rows[0].id;
      // The daily jobs' rollups (page views, the audit counters), as a server's start runs them; a kept database too,
      // for a rollup added since it was seeded (each is idempotent: done days are skipped).
      for (const rollUp of rollUps) await rollUp(database.db);
      await client.query('vacuum analyze');
      await client.query('checkpoint');
      const counts = await client.query(
        `select (select count(*) from tasks) tasks, (select count(*) from messages) messages,
                (select count(*) from audit_logs) audit, (select count(*) from files) files,
                (select count(*) from page_views) page_views`,
      );
      process.stdout.write(
        `— ${size.name}: ${JSON.stringify(counts.rows[0])} (${kept ? 'kept from an earlier run' : 'seeded'} in ${seconds(t0)})\n`,
      );
    });
    const config = { ...loadConfig({ ...process.env, DATABASE_URL: size.url }), env: 'test' };
    app = await buildApp({ config, database });
    await app.ready();
    await withClient(size.url, async (client) => {
      const large = await largeTables(client);
      size.plans = [];
      for (const target of TARGETS) {
        const path = target.path.replace('{project}', size.project);
        const cookie = size.cookies[target.caller];
        await app.inject({ method: 'GET', url: path, headers: { cookie } }); // the session's first-use refresh
        const { status, queries } = await captureQueries(app, path, cookie);
        if (status !== 200) throw new Error(`${path} as ${target.caller} (${size.label}): ${status}`);
        size.plans.push(
          await explain(
            client,
            queries.filter((query) => !isSessionQuery(query.text)),
            large,
          ),
        );
      }
    });
  } finally {
    await app?.close();
    await database.close();
  }
}

async function main() {
  mkdirSync(resultsDir, { recursive: true });
  process.env.AUTH_SECRET = AUTH_SECRET;
  process.env.APP_ENV = 'test';
  process.env.DATABASE_URL = SIZES[0].url;
  const { openDatabase } = await import('../apps/api/src/db/client.ts');
  const { buildApp } = await import('../apps/api/src/app.ts');
  const { loadConfig } = await import('../apps/api/src/config.ts');
  const { rollUpClosedDays } = await import('../apps/api/src/modules/analytics/site-rollup.ts');
  const { rollUpAuditDays } = await import('../apps/api/src/modules/logs/rollup.ts');
  const servers = [];
  try {
    for (const size of SIZES)
      await prepare(size, openDatabase, buildApp, loadConfig, [rollUpClosedDays, rollUpAuditDays]);
    for (const size of SIZES)
      servers.push(
        await startServer(
          `app (${size.label})`,
          'scripts/bench-api/app-server.ts',
          {
            APP_ENV: 'demo',
            SEED_DEMO: 'never',
            LOG_LEVEL: 'warn',
            AUTH_SECRET,
            PUBLIC_URL: `http://127.0.0.1:${size.port}`,
            DATABASE_URL: size.url,
          },
          size.port,
        ),
      );
    process.stdout.write(`\nLatency, ${WARMUP} warm-up requests then ${SAMPLES} samples per size, alternating:\n`);
    const rows = [];
    for (const [index, target] of TARGETS.entries()) {
      const sides = SIZES.map((size) => ({
        port: size.port,
        cookie: size.cookies[target.caller],
        path: target.path.replace('{project}', size.project),
      }));
      // The same route on both sizes; the thread's project id is each database's own (side.path).
      const measured = await latencyPaired(sides, target.path, { warmup: WARMUP, samples: SAMPLES });
      const ratio = measured[1].p50 / measured[0].p50;
      const plans = SIZES.at(-1).plans[index];
      const bad = [...new Set(plans.flatMap((plan) => plan.bad))];
      rows.push({ target, measured, ratio, bad, plans });
      process.stdout.write(
        `  ${target.name} (${target.caller}): ${SIZES.map((size, i) => `${size.label} ${fmt(measured[i].p50)}`).join(', ')}, ratio ${ratio.toFixed(2)}\n`,
      );
    }
    report(rows);
  } finally {
    for (const server of servers) await stopServer(server);
    if (!process.env.KEEP)
      for (const size of SIZES)
        await withClient(url, (admin) => admin.query(`drop database if exists ${size.name} with (force)`));
  }
}

function report(rows) {
  let failed = false;
  const lines = [];
  lines.push(
    `\n### bench:growth — ${new Date().toISOString()}, load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}\n`,
  );
  lines.push(
    `${SIZES.map((size) => `${size.label}: ${size.rows} rows`).join(', ')} in each table; p50 of ${SAMPLES} samples.\n`,
  );
  lines.push(
    `| table | list or search | caller | ${SIZES.map((size) => `p50 ${size.label}`).join(' | ')} | ratio | budget ≤ 1.3 |`,
  );
  lines.push('|---|---|---|---|---|---|---|');
  for (const { target, measured, ratio, bad } of rows) {
    const ok = ratio <= BUDGET && bad.length === 0;
    failed ||= !ok;
    const verdict = ok ? 'pass' : `FAIL${bad.length ? ` (Seq Scan on ${bad.join(', ')})` : ''}`;
    lines.push(
      `| ${target.table} | ${target.name} | ${target.caller} | ${fmt(measured[0].p50)} | ${fmt(measured[1].p50)} | ${ratio.toFixed(2)} | ${verdict} |`,
    );
  }
  lines.push(
    `\nHow each table is read at ${SIZES[1].label} rows (EXPLAIN ANALYZE, BUFFERS; whole plans in bench-results/bench-growth-plans.txt):`,
  );
  for (const { target, plans } of rows) {
    lines.push(`  ${target.name} (${target.caller}) — ${plans.length} statements`);
    for (const plan of plans) lines.push(...scanLines(plan.plan));
  }
  lines.push(`\nVerdict: ${failed ? 'FAIL' : 'every list and search within 1.3x'}.`);
  writeFileSync(
    join(resultsDir, 'bench-growth-plans.txt'),
    rows
      .flatMap(({ target, plans }) =>
        plans.map((plan) => `## ${SIZES[1].label} — ${target.name} (${target.caller})\n${plan.text}\n\n${plan.plan}\n`),
      )
      .join('\n'),
  );
  process.stdout.write(`${lines.join('\n')}\n`);
  process.exitCode = failed ? 1 : 0;
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const child of children) child.kill('SIGTERM');
}
