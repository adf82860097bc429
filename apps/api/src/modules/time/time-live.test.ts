import { weekStartOf } from '@agency/shared/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectAgents, projects } from '../../db/schema/index.ts';
import { publish } from '../../realtime/publish.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';
import { eventOf, type LiveClient, liveUrl, openLive, ready, testEvent } from '../../test/live.ts';

// A person's timer and weeks reach, live, that person's every tab (the header's timer in a second tab), the admins
// when a week is submitted or decided, and nobody else (issue #20).

type Socket = 'tabOne' | 'tabTwo' | 'admin' | 'agentOther' | 'client';
let t: TestApp;
const ids: Record<string, string> = {};
const cookies: Record<string, string> = {};
const sockets = {} as Record<Socket, LiveClient>;
let marks = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const db = t.database.db;
  ids.org = (await createClient(db, 'Live Time Org')).id;
  for (const [who, role] of [
    ['agent', 'AGENT'],
    ['admin', 'ADMIN'],
    ['agentOther', 'AGENT'],
    ['client', 'CLIENT'],
  ] as const) {
    const user = await createUser(db, { role, clientId: role === 'CLIENT' ? ids.org : undefined });
    ids[who] = user.id;
    cookies[who] = await signIn(t.app, user.email);
  }
  const [project] = await db.insert(projects).values({ name: 'Live timesheet', clientId: ids.org! }).returning();
  ids.project = project!.id;
  await db.insert(projectAgents).values({ projectId: ids.project, agentId: ids.agent! });
  const cookieOf: Record<Socket, string> = {
    tabOne: cookies.agent!,
    tabTwo: cookies.agent!,
    admin: cookies.admin!,
    agentOther: cookies.agentOther!,
    client: cookies.client!,
  };
  for (const socket of Object.keys(cookieOf) as Socket[]) {
    sockets[socket] = await openLive(liveUrl(t.app), { cookie: cookieOf[socket] });
    await sockets[socket].next(ready);
  }
});

afterAll(async () => {
  for (const socket of Object.values(sockets)) await socket.close();
  await t?.close();
});

async function settle() {
  marks += 1;
  const marker = `test.mark${marks}`;
  await t.database.db.transaction((tx) =>
    publish(tx, testEvent({ type: marker, userIds: [ids.agent!, ids.admin!, ids.agentOther!, ids.client!] })),
  );
  await Promise.all(Object.values(sockets).map((socket) => socket.next(eventOf(marker))));
}

const timeEvents = (socket: Socket) =>
  sockets[socket].messages.filter((m) => m.kind === 'event' && m.type === 'time.updated');

describe('time events', () => {
  it('tell both of the person’s tabs that the timer started and stopped; nobody else', async () => {
    const agent = as(t.app, cookies.agent!);
    const started = await agent({ method: 'POST', url: '/api/time/timer/start', payload: { projectId: ids.project } });
    expect(started.statusCode, started.body).toBe(201);
    expect((await agent({ method: 'POST', url: '/api/time/timer/stop' })).statusCode).toBe(200);
    await settle();
    expect(timeEvents('tabOne')).toHaveLength(2);
    expect(timeEvents('tabTwo')).toHaveLength(2);
    expect(timeEvents('admin')).toHaveLength(0);
    expect(timeEvents('agentOther')).toHaveLength(0);
    expect(timeEvents('client')).toHaveLength(0);
  });

  it('tell the admins when a week is submitted, and the person when it is decided', async () => {
    const agent = as(t.app, cookies.agent!);
    const week = weekStartOf(new Date().toISOString().slice(0, 10));
    const submitted = await agent({ method: 'POST', url: '/api/time/weeks/submit', payload: { weekStart: week } });
    expect(submitted.statusCode, submitted.body).toBe(200);
    await settle();
    expect(timeEvents('admin')).toHaveLength(1);
    const approved = await as(
      t.app,
      cookies.admin!,
    )({
      method: 'POST',
      url: `/api/time/timesheets/${submitted.json().id}/approve`,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await settle();
    expect(timeEvents('tabTwo').at(-1)).toMatchObject({ payload: { status: 'approved' } });
    expect(timeEvents('agentOther')).toHaveLength(0);
    expect(timeEvents('client')).toHaveLength(0);
  });
});
