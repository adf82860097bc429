import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite } from './db/pglite.ts';
import { testEngine } from './test/database.ts';
import { withDatabaseName } from './test/paths.ts';
import { freePort, SERVER_START_MS, startServer, waitHealthy } from './test/server-process.ts';

// The real server process, as `npm start` runs it: configuration errors, start-up and restarts.

function expectOneClearLine(output: string, text: string) {
  const lines = output.trim().split('\n').filter(Boolean);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(text);
  expect(output).not.toMatch(/\n\s+at /);
}

// Each test starts Node and compiles the server with tsx: seconds on an idle machine, far more on a busy one.
describe('the server process', { timeout: SERVER_START_MS }, () => {
  it('stops with one clear line when PORT is not a number', async () => {
    const started = startServer({ PORT: 'abc' });
    expect(await started.exited).toBe(1);
    expectOneClearLine(started.output(), 'Invalid configuration: PORT: PORT must be a number');
  });

  it('stops with one clear line when the database is unreachable', async () => {
    const started = startServer({ PORT: '0', DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere' });
    expect(await started.exited).toBe(1);
    expectOneClearLine(started.output(), 'Cannot open the database (PostgreSQL at 127.0.0.1:1/nowhere)');
  });

  it('stops with one clear line when the port is in use', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as { port: number };
    const dataDir = mkdtempSync(join(tmpdir(), 'agency-port-'));
    try {
      const started = startServer({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'never' });
      expect(await started.exited).toBe(1);
      expectOneClearLine(started.output(), `Port ${port} is already in use`);
    } finally {
      blocker.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe(`restarting on ${testEngine}`, { timeout: 2 * SERVER_START_MS + 30_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-data-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const dbName = `restart_${process.pid}`;
  const databaseEnv: Record<string, string> =
    testEngine === 'postgres' && adminUrl
      ? { DATABASE_URL: withDatabaseName(adminUrl, dbName) }
      : { DATA_DIR: dataDir };

  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (testEngine === 'postgres' && adminUrl)
      await adminQuery(adminUrl, `drop database if exists "${dbName}" with (force)`);
  });

  it('migrates and seeds an empty database, then keeps what was written across a restart', async () => {
    if (testEngine === 'postgres' && adminUrl) await adminQuery(adminUrl, `create database "${dbName}"`);
    const port = await freePort();

    const first = startServer({ PORT: String(port), ...databaseEnv });
    const health = (await (await waitHealthy(port, first)).json()) as { database: { reachable: boolean } };
    expect(health.database.reachable).toBe(true);
    expect(first.output()).toContain('Demo data written');
    const beacon = await fetch(`http://127.0.0.1:${port}/api/analytics/pageview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126' },
      body: JSON.stringify({ path: '/restart-check' }),
    });
    expect(beacon.status).toBe(204);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = startServer({ PORT: String(port), ...databaseEnv });
    await waitHealthy(port, second);
    expect(second.output()).not.toContain('Demo data written');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const counts = await readCounts(databaseEnv);
    expect(counts.views).toBe(1);
    expect(counts.admins).toBe(1);
  });
});

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql);
  await client.end();
}

async function readCounts(env: Record<string, string>) {
  const sql = `select (select count(*)::int from page_views where path = '/restart-check') as views,
                      (select count(*)::int from users where email = 'admin@example.com') as admins`;
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query(sql);
    await client.end();
    return rows[0] as { views: number; admins: number };
  }
  const db = createPglite({ dataDir: join(env.DATA_DIR!, 'pglite') });
  const { rows } = await db.query<{ views: number; admins: number }>(sql);
  await db.close();
  return rows[0]!;
}
