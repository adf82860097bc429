import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema/index.ts';
import { createClient, createUser } from '../../test/auth.ts';
import { createTestDatabase } from '../../test/database.ts';

// The agent_ids mirror (ADR 0012) under concurrent writers, on the PostgreSQL server only (PGlite has one
// connection). Each case holds one transaction open, starts the other writer, waits until the server reports it
// waiting on a lock, then commits: without the triggers' locks the second writer would not wait, and the mirror
// would miss the first one's change.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  pool = database.pool!;
  const org = await createClient(database.db, 'Mirror Org');
  ids.first = (await createUser(database.db, { role: 'AGENT', email: 'first-mirror@test.example' })).id;
  ids.second = (await createUser(database.db, { role: 'AGENT', email: 'second-mirror@test.example' })).id;
  ids.org = org.id;
});
afterAll(() => database.close());

beforeEach(async () => {
  const [project] = await database.db
    .insert(projects)
    .values({ name: 'Mirror project', clientId: ids.org! })
    .returning();
  ids.project = project!.id;
});

/** Polls the server (no timer) until the backend waits on a lock; fails after many looks. */
async function blockedOnLock(pid: number) {
  for (let look = 0; look < 5_000; look++) {
    const { rows } = await pool.query('select wait_event_type from pg_stat_activity where pid = $1', [pid]);
    if (rows[0]?.wait_event_type === 'Lock') return;
  }
  throw new Error(`backend ${pid} never waited on a lock`);
}

async function twoWriters<T>(first: (c: pg.PoolClient) => Promise<void>, second: (c: pg.PoolClient) => Promise<T>) {
  const a = await pool.connect();
  const b = await pool.connect();
  try {
    await a.query('begin');
    await first(a);
    const pid = (await b.query('select pg_backend_pid() as pid')).rows[0].pid as number;
    const waiting = second(b);
    await blockedOnLock(pid);
    await a.query('commit');
    return await waiting;
  } finally {
    a.release();
    b.release();
  }
}

const assign = (c: pg.PoolClient, agent: string) =>
  c.query('insert into project_agents (project_id, agent_id) values ($1, $2)', [ids.project, agent]);
const sorted = (...agents: string[]) => `{${[...agents].sort().join(',')}}`;

async function mirrors() {
  const { rows } = await pool.query(
    `select (select agent_ids::text from projects where id = $1) as project,
            array(select agent_ids::text from tasks where project_id = $1) as tasks`,
    [ids.project],
  );
  return rows[0] as { project: string; tasks: string[] };
}

describe('agent_ids under concurrent writers', () => {
  it('a task added while its project’s team changes waits, then copies the new team', async () => {
    const inserted = await twoWriters(
      (a) => assign(a, ids.first!).then(() => undefined),
      (b) =>
        b.query('insert into tasks (title, project_id) values ($1, $2) returning agent_ids::text', [
          'Added meanwhile',
          ids.project,
        ]),
    );
    expect(inserted.rows[0].agent_ids).toBe(sorted(ids.first!));
    expect(await mirrors()).toEqual({ project: sorted(ids.first!), tasks: [sorted(ids.first!)] });
  });

  it('a team change while a task is being added waits, then includes that task', async () => {
    await twoWriters(
      (a) =>
        a
          .query('insert into tasks (title, project_id) values ($1, $2)', ['Being added', ids.project])
          .then(() => undefined),
      (b) => assign(b, ids.first!),
    );
    expect(await mirrors()).toEqual({ project: sorted(ids.first!), tasks: [sorted(ids.first!)] });
  });

  it('two agents assigned to one project at once both end up in the mirror', async () => {
    // A task, so the tasks' copies are checked too.
    await pool.query('insert into tasks (title, project_id) values ($1, $2)', ['Shared', ids.project]);
    await twoWriters(
      (a) => assign(a, ids.first!).then(() => undefined),
      (b) => assign(b, ids.second!),
    );
    const both = sorted(ids.first!, ids.second!);
    expect(await mirrors()).toEqual({ project: both, tasks: [both] });
  });

  it('a file added while its project’s team changes waits, then copies the new team with its uploader', async () => {
    const inserted = await twoWriters(
      (a) => assign(a, ids.first!).then(() => undefined),
      (b) =>
        b.query(
          `insert into files (name, project_id, owner_id, size_bytes, storage_key)
           values ($1, $2, $3, 1, gen_random_uuid()::text) returning agent_ids::text`,
          ['Added meanwhile', ids.project, ids.second],
        ),
    );
    expect(inserted.rows[0].agent_ids).toBe(sorted(ids.first!, ids.second!));
  });

  it('a team change while a file is being added waits, then includes that file', async () => {
    await twoWriters(
      (a) =>
        a
          .query(
            `insert into files (name, project_id, size_bytes, storage_key) values ($1, $2, 1, gen_random_uuid()::text)`,
            ['Being added', ids.project],
          )
          .then(() => undefined),
      (b) => assign(b, ids.first!),
    );
    const { rows } = await pool.query('select agent_ids::text from files where project_id = $1', [ids.project]);
    expect(rows).toEqual([{ agent_ids: sorted(ids.first!) }]);
  });
});
