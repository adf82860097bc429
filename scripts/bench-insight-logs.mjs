// npm run bench:logs — the Logs budgets of issue #21 point 3, on a throwaway PostgreSQL database:
//   - 100,000 audit rows over 180 days: p50 of a System Logs page (GET /api/logs/system, 25 rows, and its counters)
//     for each time range, budget 200 ms;
//   - 1,000,000 rows: Export Logs (GET /api/logs/system/export.csv, every row) streamed over a real socket, printing
//     its rows, time and the process's peak RSS over the export (constant memory: the peak should not grow with rows).
//
//   TEST_DATABASE_URL   a PostgreSQL admin URL (default postgres://postgres@127.0.0.1:5432/postgres)
//   SAMPLES (30), EXPORT_ROWS (1000000)
import { get } from 'node:http';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { testConfig } from '../apps/api/src/test/app.ts';
import { as, createUser, signIn } from '../apps/api/src/test/auth.ts';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SAMPLES = Number(process.env.SAMPLES ?? 30);
const LIST_ROWS = 100_000;
const EXPORT_ROWS = Number(process.env.EXPORT_ROWS ?? 1_000_000);
const BUDGET_MS = 200;
const RANGES = ['all', 'today', 'last_24_hours', 'last_7_days', 'last_30_days', 'last_90_days', 'custom'];

const scratch = `logs_bench_${process.pid}`;
const scratchUrl = Object.assign(new URL(adminUrl), { pathname: `/${scratch}` }).toString();
async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `count` audit rows spread over the last 180 days, numbered from `offset`: every category, level and a few people. */
async function seed(db, actorId, offset, count) {
  const span = 180 * 86_400;
  for (let start = offset; start < offset + count; start += 100_000) {
    const end = Math.min(start + 100_000, offset + count) - 1;
    await db.execute(sql`insert into audit_logs
        (actor_id, actor_email, actor_name, action, category, level, target_type, target_label, details, ip, user_agent,
         created_at)
      select case when g % 3 = 0 then ${actorId}::uuid end, 'person' || (g % 50) || '@bench.example',
        'Bench Person ' || (g % 50),
        (array['project.created','invoice.sent','file.uploaded','auth.sign_in','settings.updated','task.updated',
          'user.invited'])[1 + g % 7],
        (array['project','billing','file','security','settings','system','team'])[1 + g % 7]::audit_category,
        (array['info','info','info','success','warning','error'])[1 + g % 6]::audit_level,
        'thing', 'Target ' || g, jsonb_build_object('n', g), '10.0.' || (g % 250) || '.1', 'bench-agent/1.0',
        now() - make_interval(secs => (g % ${LIST_ROWS}::int) * ${span / LIST_ROWS}::float8 + g / 1000.0)
      from generate_series(${start}::int, ${end}::int) g`);
  }
  await db.execute(sql`analyze audit_logs`);
}

async function measure(fn) {
  for (let i = 0; i < 3; i++) await fn();
  const times = [];
  let count = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const begin = performance.now();
    count = await fn();
    times.push(performance.now() - begin);
  }
  times.sort((a, b) => a - b);
  return { count, p50: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)] };
}

/** Downloads a URL over a real socket, counting lines and discarding the bytes, sampling RSS all along. */
function streamExport(port, path, cookie) {
  return new Promise((resolve, reject) => {
    let lines = 0;
    let bytes = 0;
    let peak = process.memoryUsage.rss();
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 20);
    const begin = performance.now();
    get({ host: '127.0.0.1', port, path, headers: { cookie } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`export answered ${res.statusCode}`));
      res.on('data', (chunk) => {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines += 1;
      });
      res.on('end', () => {
        clearInterval(sampler);
        resolve({ rows: lines - 1, bytes, ms: performance.now() - begin, peak });
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

const mb = (value) => (value / 1_048_576).toFixed(0);

await admin(`create database "${scratch}"`);
const database = await openDatabase({ url: scratchUrl, poolSize: 10 });
let app;
try {
  await database.migrate();
  app = await buildApp({ config: testConfig(), database });
  await app.ready();
  const db = database.db;
  const boss = await createUser(db, { role: 'ADMIN' });
  const cookie = await signIn(app, boss.email);
  const asAdmin = as(app, cookie);

  await seed(db, boss.id, 1, LIST_ROWS);
  const from = new Date(Date.now() - 45 * 86_400_000).toISOString();
  const to = new Date(Date.now() - 15 * 86_400_000).toISOString();
  const query = (range) => (range === 'custom' ? `range=custom&from=${from}&to=${to}` : `range=${range}`);
  const call = async (url) => {
    const res = await asAdmin({ method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json();
  };

  const rows = [];
  for (const range of RANGES) {
    for (const [what, path] of [
      ['page', '/api/logs/system'],
      ['page, security', '/api/logs/system'],
      ['page, search', '/api/logs/system'],
      ['counters', '/api/logs/system/summary'],
    ]) {
      const extra = what === 'page, security' ? '&category=security' : what === 'page, search' ? '&q=person7@' : '';
      const result = await measure(async () => {
        const body = await call(`${path}?${query(range)}${extra}`);
        return body.items ? body.items.length : body.total;
      });
      rows.push({
        range,
        read: what,
        answer: result.count,
        'p50 ms': result.p50.toFixed(1),
        'p95 ms': result.p95.toFixed(1),
        ok: result.p50 < BUDGET_MS ? 'yes' : 'NO',
      });
    }
  }
  console.log(
    `PostgreSQL, ${LIST_ROWS.toLocaleString('en')} audit rows; ${SAMPLES} samples each; budget ${BUDGET_MS} ms`,
  );
  console.table(rows);

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const port = Number(new URL(address).port);
  // The same export at 100,000 rows and at EXPORT_ROWS: constant memory means the same peak, whatever the size.
  const exports = [];
  for (const size of [LIST_ROWS, EXPORT_ROWS]) {
    if (size > LIST_ROWS) await seed(db, boss.id, LIST_ROWS + 1, size - LIST_ROWS);
    global.gc?.();
    const before = process.memoryUsage.rss();
    const result = await streamExport(port, '/api/logs/system/export.csv', cookie);
    exports.push(result);
    console.log(
      `Export Logs: ${result.rows.toLocaleString('en')} rows, ${mb(result.bytes)} MB of CSV in ${(result.ms / 1000).toFixed(1)} s; ` +
        `RSS ${mb(before)} MB before, peak ${mb(result.peak)} MB during (+${mb(result.peak - before)} MB)`,
    );
  }
  // The bench admin's own sign-in is a row too.
  const exported = exports.at(-1).rows >= EXPORT_ROWS;
  if (!exported) console.log(`expected ${EXPORT_ROWS} rows`);
  process.exitCode = rows.every((r) => r.ok === 'yes') && exported ? 0 : 1;
} finally {
  await app?.close();
  await database.close();
  await admin(`drop database if exists "${scratch}" with (force)`);
}
