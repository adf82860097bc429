import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectAgents, projects } from '../../db/schema/index.ts';
import { publish } from '../../realtime/publish.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';
import { eventOf, type LiveClient, liveUrl, openLive, ready, testEvent } from '../../test/live.ts';

// Project changes reach, live, exactly who may read the project (issue #18): admins, its agents and its client's
// members (internal changes staff only); a team change moves an agent's scope at once (issue #18, 12).

type Who = 'admin' | 'agent' | 'agentOther' | 'client' | 'clientOther';
let t: TestApp;
const ids = {} as Record<Who | 'org' | 'orgOther' | 'project', string>;
const cookies = {} as Record<Who, string>;
const sockets = {} as Record<Who, LiveClient>;
let marks = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const db = t.database.db;
  ids.org = (await createClient(db, 'Live Projects Org')).id;
  ids.orgOther = (await createClient(db, 'Live Projects Other')).id;
  for (const [who, role, clientId] of [
    ['admin', 'ADMIN'],
    ['agent', 'AGENT'],
    ['agentOther', 'AGENT'],
    ['client', 'CLIENT', ids.org],
    ['clientOther', 'CLIENT', ids.orgOther],
  ] as const) {
    const user = await createUser(db, { role, clientId });
    ids[who] = user.id;
    cookies[who] = await signIn(t.app, user.email);
  }
  const [project] = await db.insert(projects).values({ name: 'Live brochure', clientId: ids.org }).returning();
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

/** How many events of a type about a project (or a task) a socket has received. */
function count(who: Who, type: string, id: string) {
  return sockets[who].messages.filter((m) => m.kind === 'event' && m.type === type && m.payload.id === id).length;
}

const admin = () => as(t.app, cookies.admin);

describe('project events', () => {
  it('go to the admins, the project’s agents and its client; an internal deliverable to staff only', async () => {
    const created = await admin()({
      method: 'POST',
      url: '/api/projects',
      payload: { name: 'Launch', clientId: ids.org },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    await admin()({ method: 'PATCH', url: `/api/projects/${ids.project}`, payload: { phase: 'Design' } });
    await settle();
    for (const [who, expected] of [
      ['admin', 1],
      ['client', 1],
      ['agent', 0],
      ['agentOther', 0],
      ['clientOther', 0],
    ] as const) {
      expect(count(who, 'projects.created', id), who).toBe(expected);
    }
    for (const [who, expected] of [
      ['admin', 1],
      ['agent', 1],
      ['client', 1],
      ['agentOther', 0],
      ['clientOther', 0],
    ] as const) {
      expect(count(who, 'projects.updated', ids.project), who).toBe(expected);
    }
    const internal = await admin()({
      method: 'POST',
      url: `/api/projects/${ids.project}/deliverables`,
      payload: { title: 'QA checklist', clientVisible: false },
    });
    expect(internal.statusCode).toBe(201);
    await settle();
    expect(count('agent', 'projects.updated', ids.project)).toBe(2);
    expect(count('client', 'projects.updated', ids.project)).toBe(1);

    const deleted = await admin()({ method: 'DELETE', url: `/api/projects/${id}` });
    expect(deleted.statusCode).toBe(204);
    await settle();
    expect(count('client', 'projects.deleted', id)).toBe(1);
    expect(count('admin', 'projects.deleted', id)).toBe(1);
    expect(count('agentOther', 'projects.deleted', id)).toBe(0);
    expect(count('clientOther', 'projects.deleted', id)).toBe(0);
  });

  it('follow a team change at once: the agent added gets the project’s task events, the one removed stops', async () => {
    const before = { agent: 0, agentOther: 0, client: 0 };
    for (const who of ['agent', 'agentOther', 'client'] as const)
      before[who] = count(who, 'projects.updated', ids.project);
    const team = await admin()({
      method: 'PUT',
      url: `/api/projects/${ids.project}/team`,
      payload: { memberIds: [ids.agentOther] },
    });
    expect(team.statusCode, team.body).toBe(200);
    await settle();
    // The project's audience is told (the agent added among them), and the agent removed by name, to drop it.
    for (const who of ['agent', 'agentOther', 'client'] as const) {
      expect(count(who, 'projects.updated', ids.project) - before[who], who).toBe(1);
    }
    expect(count('clientOther', 'projects.updated', ids.project)).toBe(0);

    // Without reconnecting, the removed agent no longer receives the project's (internal) task events.
    const task = await admin()({
      method: 'POST',
      url: '/api/tasks',
      payload: { title: 'Internal review notes', projectId: ids.project },
    });
    expect(task.statusCode, task.body).toBe(201);
    await settle();
    expect(count('agentOther', 'tasks.created', task.json().id)).toBe(1);
    expect(count('agent', 'tasks.created', task.json().id)).toBe(0);
    expect(count('client', 'tasks.created', task.json().id)).toBe(0);
  });
});
