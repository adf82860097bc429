import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectAgents, projects } from '../../db/schema/index.ts';
import { publish } from '../../realtime/publish.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';
import { eventOf, type LiveClient, liveUrl, openLive, ready, testEvent } from '../../test/live.ts';

// Task changes reach, live, exactly who may read the task (issue #18): the project's staff, never its client or an
// agent off the project; an internal task only the admins, its creator and its assignee.

type Who = 'admin' | 'agent' | 'agentOther' | 'client';
let t: TestApp;
const ids = {} as Record<Who | 'org' | 'project', string>;
const cookies = {} as Record<Who, string>;
const sockets = {} as Record<Who, LiveClient>;
let marks = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const db = t.database.db;
  ids.org = (await createClient(db, 'Live Tasks Org')).id;
  for (const [who, role] of [
    ['admin', 'ADMIN'],
    ['agent', 'AGENT'],
    ['agentOther', 'AGENT'],
    ['client', 'CLIENT'],
  ] as const) {
    const user = await createUser(db, { role, clientId: role === 'CLIENT' ? ids.org : undefined });
    ids[who] = user.id;
    cookies[who] = await signIn(t.app, user.email);
  }
  const [project] = await db.insert(projects).values({ name: 'Live storefront', clientId: ids.org }).returning();
  ids.project = project!.id;
  await db.insert(projectAgents).values({ projectId: ids.project, agentId: ids.agent });
  for (const who of Object.keys(cookies) as Who[]) {
    sockets[who] = await openLive(liveUrl(t.app), { cookie: cookies[who] });
    await sockets[who].next(ready);
  }
});

afterAll(async () => {
  for (const socket of Object.values(sockets)) await socket.close();
  await t?.close();
});

/** Every socket has seen a marker sent after the change, so anything the change sent has arrived too. */
async function settle() {
  marks += 1;
  const marker = `test.mark${marks}`;
  await t.database.db.transaction((tx) => publish(tx, testEvent({ type: marker, userIds: Object.values(ids) })));
  await Promise.all(Object.values(sockets).map((socket) => socket.next(eventOf(marker))));
}

function received(who: Who, type: string, id: string) {
  return sockets[who].messages.some((m) => m.kind === 'event' && m.type === type && m.payload.id === id);
}

describe('task events', () => {
  it('go to the project’s staff on create, update, move, comment and delete; never to its client or another agent', async () => {
    const call = as(t.app, cookies.agent);
    const created = await call({
      method: 'POST',
      url: '/api/tasks',
      payload: { title: 'Live product grid', projectId: ids.project },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const steps: [string, () => Promise<{ statusCode: number }>][] = [
      ['tasks.updated', () => call({ method: 'PATCH', url: `/api/tasks/${id}`, payload: { priority: 'high' } })],
      ['tasks.updated', () => call({ method: 'POST', url: `/api/tasks/${id}/move`, payload: { status: 'review' } })],
      [
        'tasks.commented',
        () => call({ method: 'POST', url: `/api/tasks/${id}/comments`, payload: { content: 'Looks good' } }),
      ],
      ['tasks.deleted', () => call({ method: 'DELETE', url: `/api/tasks/${id}` })],
    ];
    for (const [, step] of steps) expect((await step()).statusCode).toBeLessThan(300);
    await settle();
    for (const type of ['tasks.created', ...steps.map(([type]) => type)]) {
      expect(received('admin', type, id), type).toBe(true);
      expect(received('agent', type, id), type).toBe(true);
      expect(received('agentOther', type, id), type).toBe(false);
      expect(received('client', type, id), type).toBe(false);
    }
    const event = sockets.agent.messages.find((m) => m.kind === 'event' && m.type === 'tasks.created');
    expect(event).toMatchObject({ payload: { id, projectId: ids.project } });
  });

  it('of an internal task go to the admins and the agents it belongs to, no other agent', async () => {
    const created = await as(
      t.app,
      cookies.admin,
    )({
      method: 'POST',
      url: '/api/tasks',
      payload: { title: 'Renew the certificates', assigneeId: ids.agentOther },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    await settle();
    expect(received('admin', 'tasks.created', id)).toBe(true);
    expect(received('agentOther', 'tasks.created', id)).toBe(true);
    expect(received('agent', 'tasks.created', id)).toBe(false);
    expect(received('client', 'tasks.created', id)).toBe(false);
  });
});
