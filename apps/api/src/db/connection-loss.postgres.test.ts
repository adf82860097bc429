import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { Database } from './client.ts';

// Issue #22's faults: PostgreSQL stopping (a restart, a failover) closes every connection, including one a request
// holds between two queries of its transaction. That connection's 'error' must not take the process down: before,
// every app server of npm run faults exited when PostgreSQL restarted under load.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('a connection closed by PostgreSQL while checked out', () => {
  it('is reported, not thrown, and the pool serves again with a new connection', async () => {
    const client = await database.pool!.connect();
    await client.query('begin');
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const ended = new Promise((resolve) => client.once('end', resolve));
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await admin.end();
    // Without a listener of its own, the 'error' this connection emits now would be an uncaught exception.
    await ended;
    client.release(true);
    const after = await database.pool!.query<{ ok: number }>('select 1 as ok');
    expect(after.rows[0]!.ok).toBe(1);
  });
});
