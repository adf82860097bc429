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
const cookies = {} as Record<'clientA' | 'agent', string>;
const ids = {} as Record<'clientA' | 'projectA', string>;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const db = t.database.db;
  const orgA = await createClient(db, 'Harbor Retail');
  const clientA = await createUser(db, { role: 'CLIENT', clientId: orgA.id });
  const agent = await createUser(db, { role: 'AGENT' });
  ids.clientA = clientA.id;
  cookies.clientA = await signIn(t.app, clientA.email);
  cookies.agent = await signIn(t.app, agent.email);
  const [projectA] = await db.insert(projects).values({ name: 'Harbor storefront', clientId: orgA.id }).returning();
  ids.projectA = projectA!.id;
  await db.insert(projectAgents).values({ projectId: ids.projectA, agentId: agent.id });
});

afterAll(async () => {
  await t?.close();
});

describe('two app processes on one PostgreSQL', () => {
  it('delivers a change made through process A to a socket on process B, and back', async () => {
    const url = (t.database.pool!.options as { connectionString: string }).connectionString;
    const databaseB = await openDatabase({ url, poolSize: 4 });
    const appB = await buildApp({ config: t.app.config, database: databaseB });
    await appB.listen({ port: 0, host: '127.0.0.1' });
    try {
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
    } finally {
      await appB.close();
      await databaseB.close();
    }
  });
});
