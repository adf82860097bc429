import { LIVE_CLOSE_SESSION_ENDED } from '@agency/shared/live-channel';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { projectAgents, projects } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { as, createClient, createUser, signIn } from '../test/auth.ts';
import { eventOf, liveUrl, openLive, ready } from '../test/live.ts';
import { publish } from './publish.ts';

// D3: two app processes on one PostgreSQL deliver each other's events. PGlite is one process's embedded database
// (one process per data directory), so this file runs in the PostgreSQL leg only (vitest.config.ts).

let t: TestApp;
let agentEmail: string;
const cookies = {} as Record<'clientA' | 'agent' | 'admin', string>;
const ids = {} as Record<'clientA' | 'agent' | 'projectA', string>;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const db = t.database.db;
  const orgA = await createClient(db, 'Harbor Retail');
  const clientA = await createUser(db, { role: 'CLIENT', clientId: orgA.id });
  const agent = await createUser(db, { role: 'AGENT' });
  const admin = await createUser(db, { role: 'ADMIN' });
  ids.clientA = clientA.id;
  ids.agent = agent.id;
  agentEmail = agent.email;
  cookies.admin = await signIn(t.app, admin.email);
  cookies.clientA = await signIn(t.app, clientA.email);
  cookies.agent = await signIn(t.app, agent.email);
  const [projectA] = await db.insert(projects).values({ name: 'Harbor storefront', clientId: orgA.id }).returning();
  ids.projectA = projectA!.id;
  await db.insert(projectAgents).values({ projectId: ids.projectA, agentId: agent.id });
});

afterAll(async () => {
  await t?.close();
});

/** A second app process on the same database, for the length of `work`. */
async function withAppB(work: (appB: FastifyInstance) => Promise<void>) {
  const url = (t.database.pool!.options as { connectionString: string }).connectionString;
  const databaseB = await openDatabase({ url, poolSize: 4 });
  const appB = await buildApp({ config: t.app.config, database: databaseB });
  await appB.listen({ port: 0, host: '127.0.0.1' });
  try {
    await work(appB);
  } finally {
    await appB.close();
    await databaseB.close();
  }
}

describe('two app processes on one PostgreSQL', () => {
  it('delivers a change made through process A to a socket on process B, and back', async () => {
    await withAppB(async (appB) => {
      const onB = await openLive(liveUrl(appB), { cookie: cookies.agent });
      await onB.next(ready);
      const onA = await openLive(liveUrl(t.app), { cookie: cookies.agent });
      await onA.next(ready);
      // A real change through A's API: clientA's presence choice, told to the agent on their project.
      const put = await as(
        t.app,
        cookies.clientA,
      )({ method: 'PUT', url: '/api/me/presence', payload: { choice: 'away' } });
      expect(put.statusCode).toBe(200);
      await onB.next((m) => m.kind === 'event' && m.type === 'presence.updated' && m.payload.userId === ids.clientA);
      await appB.db.transaction((tx) => publish(tx, { type: 'messages.created', projectId: ids.projectA }));
      await onA.next(eventOf('messages.created'));
      await onB.next(eventOf('messages.created'));
      await onA.close();
      await onB.close();
    });
  });

  it('applies a team change and a sign-out made through process A to the sockets on process B at once (#18.12, 13)', async () => {
    await withAppB(async (appB) => {
      const onB = await openLive(liveUrl(appB), { cookie: cookies.agent });
      await onB.next(ready);
      const team = await as(
        t.app,
        cookies.admin,
      )({ method: 'PUT', url: `/api/projects/${ids.projectA}/team`, payload: { memberIds: [] } });
      expect(team.statusCode).toBe(200);
      await t.app.db.transaction(async (tx) => {
        await publish(tx, { type: 'messages.created', projectId: ids.projectA, payload: { n: 'removed' } });
        await publish(tx, { type: 'notifications.updated', userIds: [ids.agent], payload: { n: 'marker' } });
      });
      await onB.next((m) => m.kind === 'event' && m.payload.n === 'marker');
      expect(onB.messages.some((m) => m.kind === 'event' && m.payload.n === 'removed')).toBe(false);

      const cookie = await signIn(t.app, agentEmail);
      const signingOut = await openLive(liveUrl(appB), { cookie });
      await signingOut.next(ready);
      const out = await as(t.app, cookie)({ method: 'POST', url: '/api/auth/sign-out', payload: {} });
      expect(out.statusCode).toBe(200);
      // No periodic recheck runs in tests: only the sign-out's own event, read by B's hub, closes it.
      expect((await signingOut.closed).code).toBe(LIVE_CLOSE_SESSION_ENDED);
      expect(onB.socket.readyState).toBe(onB.socket.OPEN);
      await onB.close();
    });
  });
});
