// npm run bench:lists — list queries at 100,000 rows on PostgreSQL, the shape we had ("before")
// against the shape we ship ("indexed"): a page at 60 % depth, the users search and the outbox
// recipient filter. Needs TEST_DATABASE_URL or DATABASE_URL; works in a scratch database it drops.
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!url) {
  console.error('bench:lists needs TEST_DATABASE_URL or DATABASE_URL (a PostgreSQL server).');
  process.exit(1);
}
const ROWS = Number(process.env.ROWS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 15);
const scratch = `bench_lists_${process.pid}`;

async function withClient(databaseUrl, work) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const scratchUrl = (() => {
  const parsed = new URL(url);
  parsed.pathname = `/${scratch}`;
  return parsed.toString();
})();

// The columns the three lists touch; ten rows share each created_at, as one transaction's rows do.
const setup = [
  'create extension if not exists pg_trgm',
  `create table leads (id uuid primary key default gen_random_uuid(), created_at timestamptz not null, name text not null)`,
  `insert into leads (created_at, name) select now() - (i / 10) * interval '1 second', 'Lead ' || i from generate_series(1, ${ROWS}) i`,
  `create table users (id uuid primary key default gen_random_uuid(), created_at timestamptz not null, name text not null, email text not null)`,
  `insert into users (created_at, name, email) select now() - i * interval '1 second', 'Person ' || md5(i::text), md5(i::text) || '@example.com' from generate_series(1, ${ROWS}) i`,
  `create table email_outbox (id uuid primary key default gen_random_uuid(), created_at timestamptz not null, to_addresses text[] not null)`,
  `insert into email_outbox (created_at, to_addresses) select now() - i * interval '1 second', array['r' || (i % 20000) || '@example.com'] from generate_series(1, ${ROWS}) i`,
];

const before = [
  'create index leads_created_at_idx on leads (created_at)',
  'create index users_created_at_idx on users (created_at)',
  'create index email_outbox_created_at_idx on email_outbox (created_at)',
];
const indexed = [
  'create index leads_created_at_id_idx on leads (created_at, id)',
  'create index users_created_at_id_idx on users (created_at, id)',
  'create index users_name_trgm_idx on users using gin (name gin_trgm_ops)',
  'create index users_email_trgm_idx on users using gin (email gin_trgm_ops)',
  'create index email_outbox_created_at_id_idx on email_outbox (created_at, id)',
  'create index email_outbox_to_addresses_idx on email_outbox using gin (to_addresses)',
];

async function median(client, text, values) {
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    await client.query(text, values);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
}

async function measure(client) {
  const { rows } = await client.query(
    `select created_at, id from leads order by created_at desc, id desc offset ${Math.floor(ROWS * 0.6)} limit 1`,
  );
  const boundary = [rows[0].created_at, rows[0].id];
  const term = `%${(await client.query(`select md5('${Math.floor(ROWS / 3)}') as h`)).rows[0].h.slice(3, 9)}%`;
  return {
    'page at 60% depth, (created_at) or/and': await median(
      client,
      'select * from leads where created_at < $1 or (created_at = $1 and id < $2) order by created_at desc, id desc limit 26',
      boundary,
    ),
    'page at 60% depth, row comparison': await median(
      client,
      'select * from leads where (created_at, id) < ($1, $2) order by created_at desc, id desc limit 26',
      boundary,
    ),
    'users search (ILIKE name or e-mail)': await median(
      client,
      'select * from users where name ilike $1 or email ilike $1 order by created_at desc, id desc limit 26',
      [term],
    ),
    'outbox filter by recipient': await median(
      client,
      'select * from email_outbox where to_addresses @> $1 order by created_at desc, id desc limit 51',
      [['r4242@example.com']],
    ),
  };
}

async function main() {
  await withClient(url, (admin) => admin.query(`create database ${scratch}`));
  try {
    const results = await withClient(scratchUrl, async (client) => {
      process.stdout.write(`Filling ${ROWS} rows per table…\n`);
      for (const statement of [...setup, ...before]) await client.query(statement);
      await client.query('analyze');
      const old = await measure(client);
      for (const statement of before) await client.query(`drop index ${statement.split(' ')[2]}`);
      for (const statement of indexed) await client.query(statement);
      await client.query('analyze');
      return { old, now: await measure(client) };
    });
    const table = Object.keys(results.old).map((query) => ({
      query,
      'before (ms)': Number(results.old[query].toFixed(2)),
      'indexed (ms)': Number(results.now[query].toFixed(2)),
    }));
    process.stdout.write(`\nList queries at ${ROWS} rows, median of ${RUNS} runs:\n`);
    console.table(table);
  } finally {
    await withClient(url, (admin) => admin.query(`drop database if exists ${scratch} with (force)`));
  }
}

await main();
