import { LIVE_CLOSE_SESSION_ENDED } from '@agency/shared/live-channel';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { liveEvents, projectAgents, projects, sessions } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { as, createClient, createUser, signIn } from '../test/auth.ts';
import { eventOf, type LiveClient, liveUrl, openLive, ready, refusedStatus, testEvent } from '../test/live.ts';
import { CATCH_UP_LIMIT } from './hub.ts';
import { writePresence } from './presence.ts';
import { LIVE_EVENTS_KEEP_MS, publish, scopeChanged } from './publish.ts';

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

async function emit(...events: Parameters<typeof testEvent>[0][]) {
  await t.database.db.transaction(async (tx) => {
    for (const event of events) await publish(tx, testEvent(event));
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
    expect(await refusedStatus(liveUrl(t.app, '?since=-5'), { cookie: cookies.clientA })).toBe(400);
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
      { type: 'messages.updated', projectId: ids.projectA, staffOnly: true },
      { type: 'notifications.created', userIds: [ids.clientA] },
      { type: 'proposals.updated', clientId: ids.orgB },
      { type: 'leads.created' },
      { type: 'files.updated', projectId: ids.projectB },
    );
    await settle(Object.values(sockets), 'test.marker');
    const types = (who: Who) => sockets[who].types().filter((type) => !type.startsWith('presence.'));
    expect(types('clientA')).toEqual(['messages.created', 'notifications.created', 'test.marker']);
    expect(types('clientB')).toEqual(['proposals.updated', 'files.updated', 'test.marker']);
    expect(types('agent')).toEqual([
      'messages.created',
      'messages.updated',
      'proposals.updated',
      'leads.created',
      'test.marker',
    ]);
    expect(types('agentOther')).toEqual(['proposals.updated', 'leads.created', 'test.marker']);
    expect(types('admin')).toEqual([
      'messages.created',
      'messages.updated',
      'proposals.updated',
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
      for (const event of scopeChanged([ids.agentOther])) await publish(tx, event);
    });
    await emit({ type: 'messages.created', projectId: ids.projectA, payload: { n: 2 } });
    await settle([agentOther], 'test.assigned');
    const received = agentOther.messages.flatMap((m) =>
      m.kind === 'event' && m.type === 'messages.created' ? [m.payload.n] : [],
    );
    expect(received).toEqual([2]);
    // The scope event itself is the servers' business: no browser receives it.
    expect(agentOther.types()).not.toContain('scope.changed');
    await t.database.db.transaction(async (tx) => {
      await tx.delete(projectAgents).where(sql`${projectAgents.agentId} = ${ids.agentOther}`);
      for (const event of scopeChanged([ids.agentOther])) await publish(tx, event);
    });
    await agentOther.close();
  });

  it('stops a removed agent’s project events, internal notes included, as soon as the team changes (#18.12)', async () => {
    const agent = await connect('agent');
    const setTeam = (memberIds: string[]) =>
      as(t.app, cookies.admin)({ method: 'PUT', url: `/api/projects/${ids.projectA}/team`, payload: { memberIds } });
    expect((await setTeam([])).statusCode).toBe(200);
    await emit(
      { type: 'messages.created', projectId: ids.projectA, payload: { n: 'after removal' } },
      { type: 'messages.created', projectId: ids.projectA, staffOnly: true, payload: { n: 'internal note' } },
    );
    await settle([agent], 'test.removed');
    expect(agent.types().filter((type) => type.startsWith('messages.'))).toEqual([]);
    // Told once, by name, that the project left their list.
    expect(agent.types().filter((type) => type === 'projects.updated')).toEqual(['projects.updated']);
    // Put back: events flow again, still on the same socket.
    expect((await setTeam([ids.agent])).statusCode).toBe(200);
    await emit({ type: 'messages.created', projectId: ids.projectA, payload: { n: 'back' } });
    await agent.next((m) => m.kind === 'event' && m.payload.n === 'back');
    // Added again: the project's own update reached them, as one of its audience.
    expect(agent.types().filter((type) => type === 'projects.updated')).toHaveLength(2);
    await agent.close();
  });
});

describe('billing events follow the billing read (#18.14)', () => {
  it('reach the organisation’s clients and the admins, never an agent, live or on catch-up', async () => {
    const sockets = {
      clientA: await connect('clientA'),
      clientB: await connect('clientB'),
      agent: await connect('agent'),
      admin: await connect('admin'),
    };
    const agentResume = (await sockets.agent.next(ready)) as { lastId: number };
    // The REST read refuses the agent: so does the channel.
    expect((await as(t.app, cookies.agent)({ method: 'GET', url: '/api/invoices' })).statusCode).toBe(403);
    await emit(
      { type: 'invoices.updated', clientId: ids.orgA, payload: { id: 'i1' } },
      { type: 'payments.recorded', clientId: ids.orgA, payload: { invoiceId: 'i1' } },
      { type: 'invoices.updated', clientId: null, payload: { id: 'draft' } },
      { type: 'payment-methods.updated', clientId: ids.orgA },
      { type: 'subscriptions.updated', clientId: ids.orgA },
    );
    await settle(Object.values(sockets), 'test.billing');
    const billing = (who: keyof typeof sockets) =>
      sockets[who].types().filter((type) => /^(invoices|payments|payment-methods|subscriptions)\./.test(type));
    expect(billing('agent')).toEqual([]);
    expect(billing('clientB')).toEqual([]);
    expect(billing('clientA')).toEqual([
      'invoices.updated',
      'payments.recorded',
      'payment-methods.updated',
      'subscriptions.updated',
    ]);
    expect(billing('admin')).toEqual([
      'invoices.updated',
      'payments.recorded',
      'invoices.updated',
      'payment-methods.updated',
      'subscriptions.updated',
    ]);
    await sockets.agent.close();
    const resumed = await connect('agent', `?after=${agentResume.lastId}`);
    expect(resumed.types().filter((type) => /^(invoices|payments)\./.test(type))).toEqual([]);
    for (const client of [...Object.values(sockets), resumed]) await client.close();
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
    try {
      // Replayed before `ready`, or, when a transaction of another database on a busy server could not be placed,
      // held back and sent live right after it (ADR 0010): either way all three arrive, in order.
      await again.next((m) => m.kind === 'event' && m.payload.n === 3);
      // (Earlier tests' events may still be on their way when `first` connected: only this test's count.)
      const replayed = again.messages.flatMap((m) =>
        m.kind === 'event' && (m.type === 'notifications.created' || m.type === 'messages.created')
          ? [m.payload.n]
          : [],
      );
      expect(replayed).toEqual([1, 2, 3]);
      // Each event comes once. Ids are not the stream's order: it is ordered by transaction (an earlier test's
      // transaction that began first but wrote later comes first, with higher ids).
      const eventIds = again.messages.flatMap((m) => (m.kind === 'event' ? [m.id] : []));
      expect(new Set(eventIds).size).toBe(eventIds.length);
      await emit({ type: 'notifications.created', userIds: [ids.clientA], payload: { n: 4 } });
      await again.next((m) => m.kind === 'event' && m.payload.n === 4);
    } finally {
      // Left open, clientA would stay online, and the presence tests' "comes online" event would never come.
      await again.close();
    }
  });

  it('gives a first connection the events since its page began reading, and none from before', async () => {
    // A change committed between the page's first reads and its socket: the toast and the refetch it asks for.
    await emit({ type: 'notifications.created', userIds: [ids.clientA], payload: { n: 'a minute ago' } });
    const minuteAgo = new Date(Date.now() - 60_000).toISOString();
    await t.database.db.execute(sql`update live_events set created_at = ${minuteAgo}::timestamptz`);
    await emit(
      { type: 'notifications.created', userIds: [ids.clientA], payload: { n: 'while loading' } },
      { type: 'notifications.created', userIds: [ids.clientB], payload: { n: 'not yours' } },
    );
    const late = await connect('clientA', '?since=1500');
    const readyAt = late.messages.findIndex(ready);
    const replayed = late.messages
      .slice(0, readyAt)
      .flatMap((m) => (m.kind === 'event' && m.type === 'notifications.created' ? [m.payload.n] : []));
    expect(replayed).toContain('while loading');
    expect(replayed).not.toContain('a minute ago');
    expect(replayed).not.toContain('not yours');
    // Without `since` a socket starts at the latest event, as before.
    const fresh = await connect('clientA');
    expect(fresh.messages.some((m) => m.kind === 'event' && m.payload.n === 'while loading')).toBe(false);
    await late.close();
    await fresh.close();
  });

  it('replays a client only its own among many others’ events, and resumes it past them all', async () => {
    const first = await connect('clientA');
    const lastSeen = (await first.next(ready)) as { lastId: number };
    await first.close();
    // No other transaction open (the presence write of that tab's coming and going): one still running when the tab
    // resumes holds back the events after it (the catch-up never reads past a running transaction), and the place
    // below would end early.
    await vi.waitFor(
      async () => {
        const { rows } = await t.database.db.execute<{ open: number }>(
          sql`select count(*)::int as open from pg_stat_activity
              where datname = current_database() and xact_start is not null and pid <> pg_backend_pid()`,
        );
        expect(rows[0]!.open).toBe(0);
      },
      { timeout: 10_000, interval: 20 },
    );
    // Fewer than the catch-up window: read on the database's side (catch-up.ts), only clientA's leave it.
    await t.database.db.execute(
      sql`insert into live_events (type, client_id) select 'proposals.updated', ${ids.orgB}::uuid from generate_series(1, 300)`,
    );
    await emit({ type: 'proposals.updated', clientId: ids.orgA, payload: { n: 'ours' } });
    await emit(
      { type: 'messages.created', projectId: ids.projectB, payload: { n: 'B’s project' } },
      { type: 'messages.created', projectId: ids.projectA, staffOnly: true, payload: { n: 'internal' } },
    );
    const [{ id: newest }] = (
      await t.database.db.execute<{ id: number }>(sql`select max(id)::int as id from live_events`)
    ).rows as [{ id: number }];
    const again = await connect('clientA', `?after=${lastSeen.lastId}`);
    try {
      const replayed = again.messages.flatMap((m) => (m.kind === 'event' ? [m.type] : []));
      expect(replayed.filter((type) => type !== 'presence.updated')).toEqual(['proposals.updated']);
      // Its place is the end of what was read, not its own last event: the next resume starts past the others' too.
      const place = again.messages.find((m) => m.kind === 'ready') as { lastId: number };
      expect(place.lastId).toBeGreaterThanOrEqual(newest);
    } finally {
      await again.close();
    }
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
    const recent = await publish(t.database.db, testEvent({ type: 'recent.created', userIds: [ids.clientA] }));
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

describe('a session ended by a change closes its sockets at once, on every server (#18.13)', () => {
  // No periodic recheck runs in tests: only the change's own `sessions.changed` event can close these sockets.
  const closedSoon = (client: LiveClient) =>
    Promise.race([
      client.closed,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('socket still open')), 5_000)),
    ]);

  async function freshClient(clientId: string) {
    const user = await createUser(t.database.db, { role: 'CLIENT', clientId });
    const cookie = await signIn(t.app, user.email);
    const socket = await openLive(liveUrl(t.app), { cookie });
    open.push(socket);
    await socket.next(ready);
    return { user, cookie, socket };
  }

  it('sign-out closes that session’s socket and leaves the user’s other sessions live', async () => {
    const other = await connect('agent');
    const cookie = await signIn(t.app, (await userEmail(ids.agent))!);
    const signingOut = await openLive(liveUrl(t.app), { cookie });
    await signingOut.next(ready);
    const response = await as(t.app, cookie)({ method: 'POST', url: '/api/auth/sign-out', payload: {} });
    expect(response.statusCode).toBe(200);
    expect((await closedSoon(signingOut)).code).toBe(LIVE_CLOSE_SESSION_ENDED);
    await settle([other], 'test.signed-out');
    expect(other.socket.readyState).toBe(other.socket.OPEN);
    await other.close();
  });

  it('deactivation closes every socket of the user before any later event reaches them', async () => {
    const { user, socket } = await freshClient(ids.orgA);
    const response = await as(t.app, cookies.admin)({ method: 'POST', url: `/api/users/${user.id}/deactivate` });
    expect(response.statusCode).toBe(200);
    await emit({ type: 'notifications.created', userIds: [user.id], payload: { n: 'after deactivation' } });
    expect((await closedSoon(socket)).code).toBe(LIVE_CLOSE_SESSION_ENDED);
    expect(socket.messages.some((m) => m.kind === 'event' && m.payload.n === 'after deactivation')).toBe(false);
  });

  it('moving a client to another organisation closes their sockets (scoped by the old one)', async () => {
    const { user, socket } = await freshClient(ids.orgA);
    const response = await as(
      t.app,
      cookies.admin,
    )({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      payload: { clientId: ids.orgB },
    });
    expect(response.statusCode).toBe(200);
    await emit({ type: 'messages.created', projectId: ids.projectA, payload: { n: 'old organisation' } });
    expect((await closedSoon(socket)).code).toBe(LIVE_CLOSE_SESSION_ENDED);
    expect(socket.messages.some((m) => m.kind === 'event' && m.payload.n === 'old organisation')).toBe(false);
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

  it('is not announced again for a user already online through another process, nor when one of two goes', async () => {
    const announced = async () => {
      const { rows } = await t.database.db.execute(
        sql`select count(*)::int as n from live_events where type = 'presence.updated' and payload->>'userId' = ${ids.clientA}`,
      );
      return (rows[0] as { n: number }).n;
    };
    const socket = await connect('clientA');
    await t.app.live.settled();
    const online = await announced();
    // Another server's hub (a second tab there, or this one's tabs after a failover) adds its connection: no event.
    await writePresence(t.database.db, 'another-process', [ids.clientA], []);
    await writePresence(t.database.db, 'another-process', [], [ids.clientA]);
    expect(await announced()).toBe(online);
    // The last socket anywhere closing is a change: announced once, as offline.
    await socket.close();
    await t.app.live.settled();
    expect(await announced()).toBe(online + 1);
    const { rows } = await t.database.db.execute(
      sql`select payload->>'status' as status from live_events where type = 'presence.updated' and payload->>'userId' = ${ids.clientA} order by id desc limit 1`,
    );
    expect(rows[0]).toEqual({ status: 'offline' });
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
