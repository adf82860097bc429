import type { TaskPriority } from '@agency/shared/enums';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, notifications, projectAgents, projects, tasks } from '../../db/schema/index.ts';
import type { SessionUser } from '../../lib/caller.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';
import { taskSummary } from './queries.ts';

let t: TestApp;
type Call = ReturnType<typeof as>;
let admin: Call;
let agent: Call;
let agentOther: Call;
let client: Call;
const ids: Record<string, string> = {};

interface TaskJson {
  id: string;
  title: string;
  status: string;
  position: number;
  progress: number;
  dueDate: string | null;
  priority: TaskPriority;
  createdAt: string;
  projectName: string | null;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const orgA = await createClient(db, 'Tasks Org A');
  const orgB = await createClient(db, 'Tasks Org B');
  ids.orgA = orgA.id;
  const people = {
    admin: await createUser(db, { role: 'ADMIN' }),
    agent: await createUser(db, { role: 'AGENT' }),
    teammate: await createUser(db, { role: 'AGENT' }),
    agentOther: await createUser(db, { role: 'AGENT' }),
    client: await createUser(db, { role: 'CLIENT', clientId: orgA.id }),
  };
  for (const [key, user] of Object.entries(people)) ids[key] = user.id;
  admin = as(t.app, await signIn(t.app, people.admin.email));
  agent = as(t.app, await signIn(t.app, people.agent.email));
  agentOther = as(t.app, await signIn(t.app, people.agentOther.email));
  client = as(t.app, await signIn(t.app, people.client.email));

  const [projectA, projectB, projectSort] = await db
    .insert(projects)
    .values([
      { name: 'Harbor storefront', clientId: orgA.id, status: 'in-progress' },
      { name: 'Pulse patient app', clientId: orgB.id, status: 'in-progress' },
      { name: 'Sorting ground', clientId: orgA.id, status: 'planning' },
    ])
    .returning();
  ids.projectA = projectA!.id;
  ids.projectB = projectB!.id;
  ids.projectSort = projectSort!.id;
  await db.insert(projectAgents).values([
    { projectId: projectA!.id, agentId: people.agent.id },
    { projectId: projectA!.id, agentId: people.teammate.id },
  ]);
  const [taskA, taskB, internalMine, internalAdmin] = await db
    .insert(tasks)
    .values([
      { projectId: projectA!.id, title: 'Build the product grid', assigneeId: people.agent.id },
      { projectId: projectB!.id, title: 'Wire the appointment form' },
      { projectId: null, title: 'Agent internal note', createdById: people.agent.id },
      { projectId: null, title: 'Admin internal note', createdById: people.admin.id },
    ])
    .returning();
  ids.taskA = taskA!.id;
  ids.taskB = taskB!.id;
  ids.internalMine = internalMine!.id;
  ids.internalAdmin = internalAdmin!.id;
});
afterAll(() => t.close());

async function listAll(call: Call, query: string): Promise<TaskJson[]> {
  const seen: TaskJson[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 50; guard++) {
    const res = await call({ method: 'GET', url: `/api/tasks?${query}${cursor ? `&cursor=${cursor}` : ''}` });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    seen.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('paging did not end');
}

const taskCount = async () => (await t.database.db.select({ n: count() }).from(tasks))[0]!.n;

describe('who sees which task', () => {
  it('shows an admin every task, including internal ones', async () => {
    const seen = (await listAll(admin, 'limit=100')).map((task) => task.id);
    expect(seen).toEqual(expect.arrayContaining([ids.taskA, ids.taskB, ids.internalMine, ids.internalAdmin]));
  });

  it('shows an agent their projects’ tasks and the internal tasks they created or hold, nothing else', async () => {
    const seen = (await listAll(agent, 'limit=100')).map((task) => task.id);
    expect(seen).toContain(ids.taskA);
    expect(seen).toContain(ids.internalMine);
    expect(seen).not.toContain(ids.taskB);
    expect(seen).not.toContain(ids.internalAdmin);
    const other = (await listAll(agentOther, 'limit=100')).map((task) => task.id);
    expect(other).toEqual([]);
  });

  it('answers 404 for a task or project out of scope, and changes nothing', async () => {
    expect((await agent({ method: 'GET', url: `/api/tasks/${ids.taskB}` })).statusCode).toBe(404);
    const patch = await agent({ method: 'PATCH', url: `/api/tasks/${ids.taskB}`, payload: { title: 'Taken over' } });
    expect(patch.statusCode).toBe(404);
    expect((await agent({ method: 'DELETE', url: `/api/tasks/${ids.taskB}` })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, ids.taskB!));
    expect(row!.title).toBe('Wire the appointment form');
    const before = await taskCount();
    const create = await agent({
      method: 'POST',
      url: '/api/tasks',
      payload: { title: 'Sneak into B', projectId: ids.projectB },
    });
    expect(create.statusCode).toBe(404);
    expect(await taskCount()).toBe(before);
    expect((await agent({ method: 'GET', url: `/api/tasks/analytics?project=${ids.projectB}` })).statusCode).toBe(404);
    expect((await agent({ method: 'GET', url: `/api/tasks?project=${ids.projectB}` })).statusCode).toBe(404);
  });

  it('refuses clients with 403 (tasks are the agency’s), and a refused create writes nothing', async () => {
    expect((await client({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(403);
    expect((await client({ method: 'GET', url: '/api/tasks/summary' })).statusCode).toBe(403);
    const before = await taskCount();
    const res = await client({ method: 'POST', url: '/api/tasks', payload: { title: 'From a client' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect(await taskCount()).toBe(before);
  });
});

describe('the six sorts, page by page', () => {
  // Written in one multi-row insert: rows share created_at where the test sets it so, and due dates repeat.
  const seeds: { title: string; due: string | null; priority: TaskPriority; created: string }[] = [
    { title: 'Bravo', due: '2026-05-02', priority: 'high', created: '2026-01-01T10:00:00.000Z' },
    { title: 'Alpha', due: null, priority: 'low', created: '2026-01-01T10:00:00.000Z' },
    { title: 'Delta', due: '2026-05-01', priority: 'urgent', created: '2026-01-02T10:00:00.000Z' },
    { title: 'Charlie', due: '2026-05-02', priority: 'medium', created: '2026-01-03T10:00:00.000Z' },
    { title: 'Bravo', due: '2026-04-30', priority: 'high', created: '2026-01-01T10:00:00.000Z' },
    { title: 'Echo', due: null, priority: 'urgent', created: '2026-01-04T10:00:00.000Z' },
    { title: 'Foxtrot', due: '2026-06-10', priority: 'low', created: '2026-01-05T10:00:00.000Z' },
    { title: 'Golf', due: '2026-05-01', priority: 'medium', created: '2026-01-05T10:00:00.000Z' },
    { title: 'Hotel', due: null, priority: 'high', created: '2026-01-06T10:00:00.000Z' },
    { title: 'India', due: '2026-04-01', priority: 'urgent', created: '2026-01-07T10:00:00.000Z' },
    { title: 'Juliet', due: '2026-05-02', priority: 'low', created: '2026-01-07T10:00:00.000Z' },
  ];
  let rows: { id: string; title: string; due: string | null; rank: number; created: number }[] = [];
  const rank: Record<TaskPriority, number> = { low: 0, medium: 1, high: 2, urgent: 3 };
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const dueAsc = (a: string | null, b: string | null) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;

  beforeAll(async () => {
    const inserted = await t.database.db
      .insert(tasks)
      .values(
        seeds.map((seed) => ({
          projectId: ids.projectSort,
          title: seed.title,
          dueDate: seed.due,
          priority: seed.priority,
          createdAt: new Date(seed.created),
        })),
      )
      .returning({ id: tasks.id });
    rows = inserted.map((row, index) => ({
      id: row.id,
      title: seeds[index]!.title,
      due: seeds[index]!.due,
      rank: rank[seeds[index]!.priority],
      created: Date.parse(seeds[index]!.created),
    }));
  });

  const expected: Record<string, () => string[]> = {
    'due-asc': () => [...rows].sort((a, b) => dueAsc(a.due, b.due) || byId(a, b)).map((r) => r.id),
    'due-desc': () =>
      [...rows]
        .sort((a, b) =>
          a.due === null && b.due === null
            ? byId(b, a)
            : a.due === null
              ? 1
              : b.due === null
                ? -1
                : dueAsc(b.due, a.due) || byId(b, a),
        )
        .map((r) => r.id),
    priority: () => [...rows].sort((a, b) => b.rank - a.rank || byId(a, b)).map((r) => r.id),
    'title-asc': () =>
      [...rows].sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : byId(a, b))).map((r) => r.id),
    'title-desc': () =>
      [...rows].sort((a, b) => (a.title > b.title ? -1 : a.title < b.title ? 1 : byId(b, a))).map((r) => r.id),
    created: () => [...rows].sort((a, b) => b.created - a.created || byId(b, a)).map((r) => r.id),
  };

  for (const sort of Object.keys(expected)) {
    it(`pages through ${sort} three at a time without a gap or a repeat`, async () => {
      const seen = await listAll(admin, `project=${ids.projectSort}&sort=${sort}&limit=3`);
      expect(seen.map((task) => task.id)).toEqual(expected[sort]!());
    });
  }

  it('defaults to due date earliest first, 25 a page', async () => {
    const res = await admin({ method: 'GET', url: `/api/tasks?project=${ids.projectSort}` });
    expect(res.json().items.map((task: TaskJson) => task.id)).toEqual(expected['due-asc']!());
  });

  it('searches title and project name, and filters status and priority', async () => {
    const byTitle = await listAll(admin, 'q=foxtrot');
    expect(byTitle.map((task) => task.title)).toEqual(['Foxtrot']);
    const byProject = await listAll(admin, 'q=sorting%20gro');
    expect(byProject).toHaveLength(seeds.length);
    const urgent = await listAll(admin, `project=${ids.projectSort}&priority=urgent`);
    expect(urgent.map((task) => task.title).sort()).toEqual(['Delta', 'Echo', 'India']);
    const wildcard = await listAll(admin, 'q=%25');
    expect(wildcard).toEqual([]);
  });

  it('refuses a cursor from another sort or a forged one with 400', async () => {
    const first = (
      await admin({ method: 'GET', url: `/api/tasks?project=${ids.projectSort}&sort=title-asc&limit=2` })
    ).json();
    const other = await admin({
      method: 'GET',
      url: `/api/tasks?project=${ids.projectSort}&sort=created&cursor=${first.nextCursor}`,
    });
    expect(other.statusCode).toBe(400);
    const forged = Buffer.from(JSON.stringify(['due-asc', 'not-a-date', ids.taskA])).toString('base64url');
    const res = await admin({ method: 'GET', url: `/api/tasks?sort=due-asc&cursor=${forged}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('creating, editing and assigning', () => {
  it('creates a task in To Do with an audit row scoped to its project and client, and notifies the assignee', async () => {
    const res = await admin({
      method: 'POST',
      url: '/api/tasks',
      payload: {
        title: '  Draft the launch checklist ',
        priority: 'high',
        dueDate: '2026-12-01',
        projectId: ids.projectA,
        assigneeId: ids.agent,
        tags: ['launch', 'launch', 'qa'],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const task = res.json();
    expect(task).toMatchObject({
      title: 'Draft the launch checklist',
      status: 'todo',
      projectName: 'Harbor storefront',
      tags: ['launch', 'qa'],
      progress: 0,
      subtasks: [],
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'task.created'), eq(auditLogs.targetId, task.id)));
    expect(audit).toMatchObject({ projectId: ids.projectA, clientId: ids.orgA, clientVisible: false });
    const sent = await t.database.db.select().from(notifications).where(eq(notifications.userId, ids.agent!));
    expect(sent.map((n) => n.actionUrl)).toContain(`/dashboard/tasks?task=${task.id}`);
  });

  it('notifies the new assignee when a task is reassigned, not the one who reassigns it', async () => {
    const created = (
      await agent({ method: 'POST', url: '/api/tasks', payload: { title: 'Hand over', projectId: ids.projectA } })
    ).json();
    const mine = await t.database.db.select().from(notifications).where(eq(notifications.relatedEntityId, created.id));
    expect(mine).toEqual([]);
    const res = await agent({
      method: 'PATCH',
      url: `/api/tasks/${created.id}`,
      payload: { assigneeId: ids.teammate },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sent = await t.database.db.select().from(notifications).where(eq(notifications.relatedEntityId, created.id));
    expect(sent.map((n) => n.userId)).toEqual([ids.teammate]);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'task.assigned'), eq(auditLogs.targetId, created.id)));
    expect(audit).toBeTruthy();
  });

  it('refuses an assignee off the project’s team or a client with 400, and leaves the task as it was', async () => {
    const before = await taskCount();
    const offTeam = await admin({
      method: 'POST',
      url: '/api/tasks',
      payload: { title: 'Off team', projectId: ids.projectA, assigneeId: ids.agentOther },
    });
    expect(offTeam.statusCode).toBe(400);
    expect(offTeam.json().error.fields.assigneeId).toBeTruthy();
    const toClient = await admin({
      method: 'PATCH',
      url: `/api/tasks/${ids.taskA}`,
      payload: { assigneeId: ids.client },
    });
    expect(toClient.statusCode).toBe(400);
    expect(await taskCount()).toBe(before);
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, ids.taskA!));
    expect(row!.assigneeId).toBe(ids.agent);
  });

  it('validates: title required with the spec’s message, NUL refused, unknown time zone refused', async () => {
    const empty = await admin({ method: 'POST', url: '/api/tasks', payload: { title: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Task title is required');
    const nul = await admin({ method: 'POST', url: '/api/tasks', payload: { title: 'a\u0000b' } });
    expect(nul.statusCode).toBe(400);
    const date = await admin({ method: 'POST', url: '/api/tasks', payload: { title: 'x', dueDate: '2026-02-30' } });
    expect(date.statusCode).toBe(400);
    const zone = await admin({ method: 'GET', url: '/api/tasks/summary?timeZone=Mars%2FOlympus' });
    expect(zone.statusCode).toBe(400);
  });

  it('marks a task complete and deletes one, each with an audit row', async () => {
    const created = (await agent({ method: 'POST', url: '/api/tasks', payload: { title: 'Short lived' } })).json();
    const done = await agent({ method: 'PATCH', url: `/api/tasks/${created.id}`, payload: { status: 'done' } });
    expect(done.json()).toMatchObject({ status: 'done', progress: 100 });
    expect(done.json().completedAt).toBeTruthy();
    expect((await agent({ method: 'DELETE', url: `/api/tasks/${created.id}` })).statusCode).toBe(204);
    expect((await agent({ method: 'GET', url: `/api/tasks/${created.id}` })).statusCode).toBe(404);
    const actions = (
      await t.database.db.select({ action: auditLogs.action }).from(auditLogs).where(eq(auditLogs.targetId, created.id))
    ).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['task.created', 'task.completed', 'task.deleted']));
  });
});

describe('the Kanban move', () => {
  it('places a card before another, reorders the column and persists; moving last goes to the end', async () => {
    const db = t.database.db;
    const [project] = await db
      .insert(projects)
      .values({ name: 'Board project', clientId: ids.orgA!, status: 'in-progress' })
      .returning();
    await db.insert(projectAgents).values({ projectId: project!.id, agentId: ids.agent! });
    const made: string[] = [];
    for (const title of ['Card one', 'Card two', 'Card three']) {
      made.push(
        (await agent({ method: 'POST', url: '/api/tasks', payload: { title, projectId: project!.id } })).json().id,
      );
    }
    const column = async (status: string) =>
      (await listAll(agent, `project=${project!.id}&status=${status}&sort=board`)).map((task) => task.title);
    expect(await column('todo')).toEqual(['Card one', 'Card two', 'Card three']);

    const move = await agent({
      method: 'POST',
      url: `/api/tasks/${made[2]}/move`,
      payload: { status: 'todo', beforeId: made[0] },
    });
    expect(move.statusCode, move.body).toBe(200);
    expect(await column('todo')).toEqual(['Card three', 'Card one', 'Card two']);

    const across = await agent({ method: 'POST', url: `/api/tasks/${made[0]}/move`, payload: { status: 'review' } });
    expect(across.json()).toMatchObject({ status: 'review' });
    expect(await column('todo')).toEqual(['Card three', 'Card two']);
    expect(await column('review')).toEqual(['Card one']);

    // Concurrent moves queue on the board lock: both land, positions stay distinct.
    const [a, b] = await Promise.all([
      agent({ method: 'POST', url: `/api/tasks/${made[1]}/move`, payload: { status: 'review', beforeId: made[0] } }),
      agent({ method: 'POST', url: `/api/tasks/${made[2]}/move`, payload: { status: 'review', beforeId: made[0] } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const review = await listAll(agent, `project=${project!.id}&status=review&sort=board`);
    expect(review.map((task) => task.title).at(-1)).toBe('Card one');
    expect(new Set(review.map((task) => task.position)).size).toBe(3);

    const moved = await db.select({ n: count() }).from(auditLogs).where(eq(auditLogs.action, 'task.moved'));
    expect(moved[0]!.n).toBeGreaterThanOrEqual(4);
  });

  it('refuses an anchor of another column (400) or out of scope (404) and moves nothing', async () => {
    const other = await agent({
      method: 'POST',
      url: `/api/tasks/${ids.taskA}/move`,
      payload: { status: 'done', beforeId: ids.taskB },
    });
    expect(other.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, ids.taskA!));
    expect(row!.status).toBe('todo');
  });
});

describe('subtasks, progress and comments', () => {
  it('computes progress from subtasks as they are added, ticked and deleted', async () => {
    const created = (await agent({ method: 'POST', url: '/api/tasks', payload: { title: 'With steps' } })).json();
    const one = await agent({ method: 'POST', url: `/api/tasks/${created.id}/subtasks`, payload: { title: 'Step 1' } });
    expect(one.statusCode).toBe(201);
    const two = (
      await agent({ method: 'POST', url: `/api/tasks/${created.id}/subtasks`, payload: { title: 'Step 2' } })
    ).json();
    expect(two.subtasks.map((s: { title: string }) => s.title)).toEqual(['Step 1', 'Step 2']);
    const ticked = await agent({
      method: 'PATCH',
      url: `/api/tasks/${created.id}/subtasks/${two.subtasks[0].id}`,
      payload: { completed: true },
    });
    expect(ticked.json()).toMatchObject({ progress: 50, subtaskCount: 2, subtasksDone: 1 });
    const listed = (await listAll(agent, 'q=With%20steps')).find((task) => task.id === created.id);
    expect(listed?.progress).toBe(50);
    const removed = await agent({
      method: 'DELETE',
      url: `/api/tasks/${created.id}/subtasks/${two.subtasks[1].id}`,
    });
    expect(removed.json()).toMatchObject({ progress: 100, subtaskCount: 1 });
    const foreign = await agentOther({
      method: 'PATCH',
      url: `/api/tasks/${created.id}/subtasks/${two.subtasks[0].id}`,
      payload: { completed: false },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('adds comments and lists them newest first, page by page', async () => {
    for (const content of ['First thought', 'Second thought', 'Third thought']) {
      const res = await agent({ method: 'POST', url: `/api/tasks/${ids.taskA}/comments`, payload: { content } });
      expect(res.statusCode).toBe(201);
    }
    const first = (await admin({ method: 'GET', url: `/api/tasks/${ids.taskA}/comments?limit=2` })).json();
    expect(first.items.map((c: { content: string }) => c.content)).toEqual(['Third thought', 'Second thought']);
    const second = (
      await admin({ method: 'GET', url: `/api/tasks/${ids.taskA}/comments?limit=2&cursor=${first.nextCursor}` })
    ).json();
    expect(second.items.map((c: { content: string }) => c.content)).toEqual(['First thought']);
    expect((await agentOther({ method: 'GET', url: `/api/tasks/${ids.taskA}/comments` })).statusCode).toBe(404);
  });
});

describe('counters', () => {
  it('counts the caller’s tasks, with overdue from today in their time zone', async () => {
    const agentUser: SessionUser = {
      id: ids.agent!,
      email: 'a@test.example',
      name: 'Agent',
      firstName: 'A',
      lastName: 'Agent',
      role: 'AGENT',
      clientId: null,
      twoFactorEnabled: false,
      image: null,
      sessionId: 's',
    };
    const caller = { user: agentUser, access: 'own' as const };
    const [project] = await t.database.db
      .insert(projects)
      .values({ name: 'Counting project', clientId: ids.orgA!, status: 'in-progress' })
      .returning();
    await t.database.db.insert(projectAgents).values({ projectId: project!.id, agentId: ids.agent! });
    await t.database.db.insert(tasks).values([
      { projectId: project!.id, title: 'Late', dueDate: '2026-03-10', assigneeId: ids.agent, status: 'todo' },
      { projectId: project!.id, title: 'Late but done', dueDate: '2026-03-09', assigneeId: ids.agent, status: 'done' },
      { projectId: project!.id, title: 'Busy', dueDate: '2026-03-20', assigneeId: ids.agent, status: 'in-progress' },
      { projectId: project!.id, title: 'Not mine', dueDate: '2026-03-01', status: 'todo' },
    ]);
    // 23:30 UTC on 10 March is already 11 March in Tokyo: "Late" is overdue there and not yet in UTC.
    const now = new Date('2026-03-10T23:30:00Z');
    const utc = await taskSummary(t.database.db, caller, { mine: true, project: project!.id }, now);
    expect(utc).toEqual({ total: 3, inProgress: 1, completed: 1, overdue: 0 });
    const tokyo = await taskSummary(
      t.database.db,
      caller,
      { mine: true, project: project!.id, timeZone: 'Asia/Tokyo' },
      now,
    );
    expect(tokyo.overdue).toBe(1);
    const everyone = await taskSummary(t.database.db, caller, { project: project!.id }, now);
    expect(everyone).toMatchObject({ total: 4, overdue: 1 });

    const analytics = (await agent({ method: 'GET', url: `/api/tasks/analytics?project=${project!.id}` })).json();
    expect(analytics).toEqual({ total: 4, completed: 1, inProgress: 1, review: 0, todo: 2 });
    const res = await agent({ method: 'GET', url: '/api/tasks/summary?mine=true&timeZone=Europe%2FMadrid' });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBeGreaterThanOrEqual(3);
  });

  it('counts every column in Project Analytics, Review included, so the figures add up to the total', async () => {
    const [project] = await t.database.db
      .insert(projects)
      .values({ name: 'Analytics project', clientId: ids.orgA!, status: 'in-progress' })
      .returning();
    await t.database.db.insert(tasks).values([
      { projectId: project!.id, title: 'Waiting', status: 'todo' },
      { projectId: project!.id, title: 'Doing', status: 'in-progress' },
      { projectId: project!.id, title: 'Checking one', status: 'review' },
      { projectId: project!.id, title: 'Checking two', status: 'review' },
      { projectId: project!.id, title: 'Finished', status: 'done' },
    ]);
    const res = await admin({ method: 'GET', url: `/api/tasks/analytics?project=${project!.id}` });
    expect(res.statusCode).toBe(200);
    const figures = res.json();
    expect(figures).toEqual({ total: 5, todo: 1, inProgress: 1, review: 2, completed: 1 });
    expect(figures.todo + figures.inProgress + figures.review + figures.completed).toBe(figures.total);
  });

  it('lists only the projects the caller sees for the task form', async () => {
    const mine = (await agent({ method: 'GET', url: '/api/tasks/projects' }))
      .json()
      .items.map((p: { id: string }) => p.id);
    expect(mine).toContain(ids.projectA);
    expect(mine).not.toContain(ids.projectB);
    expect((await agentOther({ method: 'GET', url: '/api/tasks/projects' })).json().items).toEqual([]);
  });

  it('offers admins and the project’s agents as assignees', async () => {
    const res = await agent({ method: 'GET', url: `/api/tasks/assignees?project=${ids.projectA}` });
    const people = res.json().items.map((p: { id: string }) => p.id);
    expect(people).toEqual(expect.arrayContaining([ids.admin, ids.agent, ids.teammate]));
    expect(people).not.toContain(ids.agentOther);
    expect(people).not.toContain(ids.client);
  });
});
