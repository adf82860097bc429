import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createUser, signIn } from '../test/auth.ts';
import { eventOf, type LiveClient, liveUrl, openLive, ready, testEvent } from '../test/live.ts';
import { publish } from './publish.ts';

// "Nothing lost": an event whose transaction commits after a later one's must still reach every reader, live and on
// catch-up. Only PostgreSQL runs transactions side by side (PGlite has one connection), so this runs in that leg.

let t: TestApp;
let cookie: string;
let userId: string;
const open: LiveClient[] = [];

async function connect(query = '') {
  const client = await openLive(liveUrl(t.app, query), { cookie });
  open.push(client);
  await client.next(ready);
  return client;
}

/** A transaction that stays open until `commit()` is called, after `work` ran in it. */
function openTransaction(work: (tx: Db) => Promise<unknown>) {
  let commit = () => {};
  let started = () => {};
  const hold = new Promise<void>((resolve) => {
    commit = resolve;
  });
  const ready = new Promise<void>((resolve) => {
    started = resolve;
  });
  const done = t.database.db.transaction(async (tx) => {
    await work(tx);
    started();
    await hold;
  });
  return { ready, done, commit };
}

const received = (client: LiveClient) =>
  client.messages.flatMap((m) => (m.kind === 'event' && m.type === 'order.test' ? [m.payload.n as string] : []));

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const user = await createUser(t.database.db, { role: 'ADMIN' });
  userId = user.id;
  cookie = await signIn(t.app, user.email);
});

afterAll(async () => {
  for (const client of open) await client.close();
  await t?.close();
});

describe('live events commit out of order', () => {
  it('delivers an event that commits after a later one, in order, live and on catch-up', async () => {
    const before = await connect();
    const [mark] = before.messages.flatMap((m) => (m.kind === 'ready' ? [m.lastId] : []));
    const live = await connect();

    const early = openTransaction((tx) =>
      publish(tx, testEvent({ type: 'order.test', userIds: [userId], payload: { n: 'early' } })),
    );
    await early.ready;
    // Stored after "early" (a higher id), committed first; then a reader looks while "early" is still open.
    const late = t.database.db.transaction((tx) =>
      publish(tx, testEvent({ type: 'order.test', userIds: [userId], payload: { n: 'late' } })),
    );
    const midway = await connect(`?after=${mark}`);
    early.commit();
    await Promise.all([early.done, late]);

    for (const client of [before, live, midway]) {
      await client.next((m) => m.kind === 'event' && m.payload.n === 'late');
      expect(received(client)).toEqual(['early', 'late']);
    }
    const resumed = await connect(`?after=${mark}`);
    await resumed.next((m) => m.kind === 'event' && m.payload.n === 'late');
    expect(received(resumed)).toEqual(['early', 'late']);
  });

  it('delivers a committed event held behind an older transaction that never publishes', async () => {
    const client = await connect();
    // Presence written and a marker through: nothing else is published (and NOTIFYed) from here on.
    await t.app.live.settled();
    await t.database.db.transaction((tx) => publish(tx, testEvent({ type: 'order.marker', userIds: [userId] })));
    await client.next(eventOf('order.marker'));
    // An unrelated write: the transaction has an id older than the event's, and sends no NOTIFY of its own.
    const older = openTransaction((tx) => tx.execute(sql`select pg_current_xact_id()`));
    await older.ready;
    await t.database.db.transaction((tx) =>
      publish(tx, testEvent({ type: 'order.test', userIds: [userId], payload: { n: 'held' } })),
    );
    // Held while the older transaction runs (it could still add an event before this one)...
    await expect(client.next(eventOf('order.test'), 300)).rejects.toThrow();
    older.commit();
    await older.done;
    // ...and delivered once it ends, though no NOTIFY follows.
    await client.next(eventOf('order.test'), 5_000);
    expect(received(client)).toEqual(['held']);
  });

  it('does not wait for a transaction in another database of the server', async () => {
    const client = await connect();
    const url = new URL((t.database.pool!.options as { connectionString: string }).connectionString);
    url.pathname = '/postgres';
    const elsewhere = new pg.Client({ connectionString: url.toString() });
    await elsewhere.connect();
    try {
      // xids are server-wide: this one is older than the event's, but cannot write to this database.
      await elsewhere.query('begin');
      await elsewhere.query('select pg_current_xact_id()');
      await t.database.db.transaction((tx) =>
        publish(tx, testEvent({ type: 'order.test', userIds: [userId], payload: { n: 'not held' } })),
      );
      await client.next((m) => m.kind === 'event' && m.payload.n === 'not held', 5_000);
    } finally {
      await elsewhere.query('rollback');
      await elsewhere.end();
    }
  });
});
