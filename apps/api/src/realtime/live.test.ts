import type { LiveServerMessage } from '@agency/shared/live';
import { LIVE_CLOSE_SESSION_ENDED } from '@agency/shared/live-channel';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, projectAgents, projects, sessions } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { as, createClient, createUser, signIn } from '../test/auth.ts';
import { eventOf, type LiveClient, liveUrl, openLive, ready, refusedStatus } from '../test/live.ts';
import { CATCH_UP_LIMIT } from './hub.ts';
import { LIVE_EVENTS_KEEP_MS, type LiveEventInput, publish } from './publish.ts';

type Who = 'clientA' | 'clientB' | 'agent' | 'agentOther' | 'admin';

let t: TestApp;
const cookies = {} as Record<Who, string>;
const ids = {} as Record<Who | 'orgA' | 'orgB' | 'projectA' | 'projectB', string>;
const open: LiveClient[] = [];

async function connect(who: Who, query = '') {
  const client = await openLive(liveUrl(t.app, query), { cookie: cookies[who] });
  open.push(client);
  await client.next(ready);
  return client;
}

async function emit(...events: LiveEventInput[]) {
  await t.database.db.transaction(async (tx) => {
    for (const event of events) await publish(tx, event);
  });
}

/** Every socket has seen the marker (sent to all of them), so anything sent before it has arrived too. */
async function settle(clients: LiveClient[], marker: string) {
  await emit({ type: marker, userIds: Object.values(ids) });
  await Promise.all(clients.map((client) => client.next(eventOf(marker))));
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const db = t.database.db;
  const orgA = await createClient(db, 'Harbor Retail');
  const orgB = await createClient(db, 'Pulse Health');
  ids.orgA = orgA.id;
  ids.orgB = orgB.id;
  for (const [who, role, clientId] of [
    ['clientA', 'CLIENT', orgA.id],
    ['clientB', 'CLIENT', orgB.id],
    ['agent', 'AGENT'],
    ['agentOther', 'AGENT'],
    ['admin', 'ADMIN'],
  ] as const) {
    const user = await createUser(db, { role, clientId });
    ids[who] = user.id;
    cookies[who] = await signIn(t.app, user.email);
  }
  const [projectA, projectB] = await db
    .insert(projects)
    .values([
      { name: 'Harbor storefront', clientId: orgA.id },
      { name: 'Pulse patient app', clientId: orgB.id },
    ])
    .returning();
  ids.projectA = projectA!.id;
  ids.projectB = projectB!.id;
  await db.insert(projectAgents).values({ projectId: ids.projectA, agentId: ids.agent });
});

afterAll(async () => {
  for (const client of open) await client.close();
  await t?.close();
});

describe('the upgrade', () => {
  it('refuses a socket without a session, with a forged cookie, or from another site', async () => {
    const url = liveUrl(t.app);
    expect(await refusedStatus(url, {})).toBe(401);
    expect(await refusedStatus(url, { cookie: 'northstar.session_token=forged.c2lnbmF0dXJl' })).toBe(401);
    expect(
      await refusedStatus(url, {
        cookie: 'northstar.session_token=abc.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
      }),
    ).toBe(401);
    expect(await refusedStatus(url, { cookie: cookies.clientA, origin: 'https://evil.example' })).toBe(403);
    expect(await refusedStatus(url, { cookie: cookies.clientA, origin: null })).toBe(403);
    expect(t.app.live.size).toBe(0);
  });

  it('accepts the portal at localhost and at 127.0.0.1', async () => {
    const port = new URL(liveUrl(t.app).replace(/^ws/, 'http')).port;
    for (const host of ['localhost', '127.0.0.1']) {
      const client = await openLive(`ws://${host}:${port}/api/live`, {
        cookie: cookies.clientA,
        origin: `http://${host}:${port}`,
      });
      await client.next(ready);
      await client.close();
    }
  });

  it('refuses a malformed resume id before upgrading', async () => {
    expect(await refusedStatus(liveUrl(t.app, '?after=abc'), { cookie: cookies.clientA })).toBe(400);
  });
});

describe('each event reaches only who may see its subject', () => {
  it('checks every recipient, whatever the browser asks for', async () => {
    const sockets = {
      clientA: await connect('clientA'),
      // Asking for another organisation's project by id changes nothing: subscriptions are the server's.
      clientB: await connect('clientB', `?project=${ids.projectA}&projectId=${ids.projectA}`),
      agent: await connect('agent'),
      agentOther: await connect('agentOther'),
      admin: await connect('admin'),
    };
    sockets.clientB.socket.send(JSON.stringify({ subscribe: { projectId: ids.projectA } }));
    await emit(
      { type: 'messages.created', projectId: ids.projectA, payload: { id: 'm1' } },
      { type: 'messages.noted', projectId: ids.projectA, staffOnly: true },
      { type: 'notifications.created', userIds: [ids.clientA] },
      { type: 'invoices.updated', clientId: ids.orgB },
      { type: 'invoices.staff', clientId: ids.orgB, staffOnly: true },
      { type: 'leads.created' },
      { type: 'files.updated', projectId: ids.projectB },
    );
    await settle(Object.values(sockets), 'test.marker');
    const types = (who: Who) => sockets[who].types().filter((type) => !type.startsWith('presence.'));
    expect(types('clientA')).toEqual(['messages.created', 'notifications.created', 'test.marker']);
    expect(types('clientB')).toEqual(['invoices.updated', 'files.updated', 'test.marker']);
    expect(types('agent')).toEqual([
      'messages.created',
      'messages.noted',
      'invoices.updated',
      'invoices.staff',
      'leads.created',
      'test.marker',
    ]);
    expect(types('agentOther')).toEqual(['invoices.updated', 'invoices.staff', 'leads.created', 'test.marker']);
    expect(types('admin')).toEqual([
      'messages.created',
      'messages.noted',
      'invoices.updated',
      'invoices.staff',
      'leads.created',
      'files.updated',
      'test.marker',
    ]);
    // A staff-only event addressed to a client by id still never reaches them.
    await emit({ type: 'notes.private', userIds: [ids.clientA, ids.admin], staffOnly: true });
    await settle([sockets.clientA, sockets.admin], 'test.marker2');
    expect(sockets.clientA.types()).not.toContain('notes.private');
    expect(sockets.admin.types()).toContain('notes.private');
    for (const client of Object.values(sockets)) await client.close();
  });

  it('follows a new project assignment without a reconnect', async () => {
    const agentOther = await connect('agentOther');
    await emit({ type: 'messages.created', projectId: ids.projectA, payload: { n: 1 } });
    await t.database.db.transaction(async (tx) => {
      await tx.insert(projectAgents).values({ projectId: ids.projectA, agentId: ids.agentOther });
      await publish(tx, { type: 'projects.updated', projectId: ids.projectA });
    });
    await emit({ type: 'messages.created', projectId: ids.projectA, payload: { n: 2 } });
    await settle([agentOther], 'test.assigned');
    const received = agentOther.messages.flatMap((m) =>
      m.kind === 'event' && m.type === 'messages.created' ? [m.payload.n] : [],
    );
    expect(received).toEqual([2]);
    await t.database.db.delete(projectAgents).where(sql`${projectAgents.agentId} = ${ids.agentOther}`);
    await emit({ type: 'projects.updated', projectId: ids.projectA });
    await agentOther.close();
  });
});

describe('catch-up after a gap', () => {
  it('replays every missed event the user may see, in order, then goes live', async () => {
    const first = await connect('clientA');
    const lastSeen = (await first.next(ready)) as { lastId: number };
    await first.close();
    await emit(
      { type: 'notifications.created', userIds: [ids.clientA], payload: { n: 1 } },
      { type: 'messages.created', projectId: ids.projectB, payload: { n: 'not yours' } },
      { type: 'messages.created', projectId: ids.projectA, payload: { n: 2 } },
    );
    await emit({ type: 'notifications.created', userIds: [ids.clientA], payload: { n: 3 } });
    const again = await connect('clientA', `?after=${lastSeen.lastId}`);
    // (Earlier tests' events may still be on their way when `first` connected: only this test's count.)
    const replayed = again.messages.flatMap((m) =>
      m.kind === 'event' && (m.type === 'notifications.created' || m.type === 'messages.created') ? [m.payload.n] : [],
    );
    expect(replayed).toEqual([1, 2, 3]);
    const readyMessage = again.messages.find(ready) as LiveServerMessage & { lastId: number };
    const beforeReady = again.messages.slice(0, again.messages.indexOf(readyMessage));
    const eventIds = beforeReady.flatMap((m) => (m.kind === 'event' ? [m.id] : []));
    expect(eventIds).toEqual([...eventIds].sort((a, b) => a - b));
    expect(readyMessage.lastId).toBeGreaterThanOrEqual(Math.max(...eventIds));
    await emit({ type: 'notifications.created', userIds: [ids.clientA], payload: { n: 4 } });
    await again.next((m) => m.kind === 'event' && m.payload.n === 4);
    await again.close();
  });

  it('tells a tab too far behind to refetch, and one with an unknown id too', async () => {
    const [{ id: before }] = (
      await t.database.db.execute<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from live_events`)
    ).rows as [{ id: number }];
    await t.database.db.execute(
      sql`insert into live_events (type, user_ids) select 'noise.created', array[${ids.clientB}]::uuid[] from generate_series(1, ${CATCH_UP_LIMIT + 5})`,
    );
    const behind = await connect('clientA', `?after=${before}`);
    const reset = behind.messages.find((m) => m.kind === 'reset') as { lastId: number } | undefined;
    expect(reset?.lastId).toBeGreaterThanOrEqual(before + CATCH_UP_LIMIT + 5);
    expect(behind.types().filter((type) => type === 'noise.created')).toEqual([]);
    await behind.close();
    const unknown = await connect('clientA', '?after=999999999');
    expect(unknown.messages.some((m) => m.kind === 'reset')).toBe(true);
    await unknown.close();
  });
});

describe('the stream keeps a day', () => {
  it('the hourly job deletes events older than a day, keeps the rest, and a tab that last saw a deleted one refetches', async () => {
    const db = t.database.db;
    const dayAndMinuteAgo = new Date(Date.now() - LIVE_EVENTS_KEEP_MS - 60_000).toISOString();
    // More old events than one delete batch takes, so the job must loop.
    const old = await db.execute<{ id: number }>(
      sql`insert into live_events (type, user_ids, created_at) select 'old.created', array[${ids.clientA}]::uuid[], ${dayAndMinuteAgo}::timestamptz from generate_series(1, 5003) returning id`,
    );
    const oldIds = old.rows.map((row) => Number(row.id));
    const recent = await publish(t.database.db, { type: 'recent.created', userIds: [ids.clientA] });
    await t.app.jobs.runDue(new Date());
    const left = await db.execute<{ type: string; n: number }>(
      sql`select type, count(*)::int as n from live_events where type in ('old.created', 'recent.created') group by type`,
    );
    expect(left.rows).toEqual([{ type: 'recent.created', n: 1 }]);
    expect(await db.execute(sql`select 1 from live_events where id = ${recent}`).then((r) => r.rows.length)).toBe(1);
    const tab = await connect('clientA', `?after=${Math.max(...oldIds)}`);
    expect(tab.messages.some((m) => m.kind === 'reset')).toBe(true);
    await tab.close();
  });
});

describe('a session that ends closes its socket', () => {
  it('closes when the session expires', async () => {
    const cookie = await signIn(t.app, (await userEmail(ids.clientB))!);
    const client = await openLive(liveUrl(t.app), { cookie });
    await client.next(ready);
    const [session] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, ids.clientB))
      .orderBy(sql`${sessions.createdAt} desc`)
      .limit(1);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session!.id));
    await t.app.live.recheckSessions();
    expect((await client.closed).code).toBe(LIVE_CLOSE_SESSION_ENDED);
  });

  it('closes when the user signs out elsewhere, and on the next event once expired', async () => {
    const cookie = await signIn(t.app, (await userEmail(ids.admin))!);
    const client = await openLive(liveUrl(t.app), { cookie });
    await client.next(ready);
    const signOut = await as(t.app, cookie)({ method: 'POST', url: '/api/auth/sign-out', payload: {} });
    expect(signOut.statusCode).toBe(200);
    await t.app.live.recheckSessions();
    expect((await client.closed).code).toBe(LIVE_CLOSE_SESSION_ENDED);
  });
});

describe('presence', () => {
  it('is online while connected, the user’s choice while set, offline with a last-seen after', async () => {
    const watcher = await connect('agent');
    const read = async (who: Who, target: Who) =>
      (await as(t.app, cookies[who])({ method: 'GET', url: `/api/presence?ids=${ids[target]}` })).json().items;

    const clientSocket = await connect('clientA');
    await t.app.live.settled();
    await watcher.next((m) => m.kind === 'event' && m.type === 'presence.updated' && m.payload.userId === ids.clientA);
    expect((await read('agent', 'clientA'))[0].status).toBe('online');
    // Another organisation's client is not told, and cannot read it.
    expect(await read('clientB', 'clientA')).toEqual([]);
    expect(await read('agentOther', 'clientA')).toEqual([]);

    const busy = await as(
      t.app,
      cookies.clientA,
    )({ method: 'PUT', url: '/api/me/presence', payload: { choice: 'busy' } });
    expect(busy.json()).toEqual({ choice: 'busy', status: 'busy' });
    await watcher.next((m) => m.kind === 'event' && m.payload.userId === ids.clientA && m.payload.status === 'busy');
    expect((await read('admin', 'clientA'))[0].status).toBe('busy');
    const audit = await t.database.db.execute(
      sql`select count(*)::int as n from audit_logs where action = 'presence.changed' and actor_id = ${ids.clientA}`,
    );
    expect((audit.rows[0] as { n: number }).n).toBe(1);

    await clientSocket.close();
    await t.app.live.settled();
    const [offline] = await read('agent', 'clientA');
    expect(offline.status).toBe('offline');
    expect(offline.lastSeenAt).not.toBeNull();
    // The choice persists for the next visit.
    expect((await as(t.app, cookies.clientA)({ method: 'GET', url: '/api/me/presence' })).json().choice).toBe('busy');
    await as(t.app, cookies.clientA)({ method: 'PUT', url: '/api/me/presence', payload: { choice: 'auto' } });
    await watcher.close();
  });

  it('refuses a bad choice and bad ids with a 400, changing nothing', async () => {
    const put = await as(
      t.app,
      cookies.clientA,
    )({
      method: 'PUT',
      url: '/api/me/presence',
      payload: { choice: 'invisible' },
    });
    expect(put.statusCode).toBe(400);
    const get = await as(t.app, cookies.clientA)({ method: 'GET', url: '/api/presence?ids=not-an-id' });
    expect(get.statusCode).toBe(400);
    const nul = await as(t.app, cookies.clientA)({ method: 'GET', url: '/api/presence?ids=%00' });
    expect(nul.statusCode).toBe(400);
  });
});

async function userEmail(id: string) {
  const rows = await t.database.db.execute<{ email: string }>(sql`select email from users where id = ${id}`);
  return (rows.rows[0] as { email: string } | undefined)?.email;
}

void liveEvents;
