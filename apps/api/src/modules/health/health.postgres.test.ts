import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

// Issue #22's failover: a server busy with a reconnect storm had every pooled connection taken, its /api/health
// waited behind them past HAProxy's check timeout, and the balancer marked the surviving servers DOWN. The check
// reads on a connection of its own (db/client.ts probe): a busy server stays UP, one without its database goes DOWN.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/api/health beside a saturated pool', () => {
  it('answers 200 at once while requests hold every pooled connection', async () => {
    const pool = t.database.pool!;
    const held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    try {
      // A request's query now waits for a connection: the pool is saturated.
      const queued = pool.query('select 1');
      expect(pool.waitingCount).toBe(1);
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json().database.reachable).toBe(true);
      expect(performance.now() - started).toBeLessThan(1000);
      held.pop()!.release();
      await queued;
    } finally {
      for (const client of held) client.release();
    }
  });

  it('runs one check at a time on its connection: checks that overlap share the answer', async () => {
    const sql = 'select pg_sleep(0.05), 1 as ok';
    const [first, second] = await Promise.all([t.database.probe(sql), t.database.probe(sql)]);
    expect(first).toEqual([{ pg_sleep: '', ok: 1 }]);
    expect(second).toBe(first);
    // Once it has answered, the next check asks again.
    expect(await t.database.probe(sql)).not.toBe(first);
  });

  it('answers 503 once the database is really gone', async () => {
    const url = new URL(t.database.url!);
    const name = url.pathname.slice(1);
    url.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: url.href });
    await admin.connect();
    try {
      await admin.query(`drop database "${name}" with (force)`);
    } finally {
      await admin.end();
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', database: { reachable: false } });
  });
});
