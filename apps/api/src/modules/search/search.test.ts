import { SEARCH_RESULT_TYPES, type SearchResult } from '@agency/shared/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMembers, clients, leads, projectAgents, projects, tasks, users } from '../../db/schema/index.ts';
import type { Caller, SessionUser } from '../../lib/caller.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';
import {
  captureQueries,
  explainWithoutSeqScan,
  fullScans,
  planSummary,
  seqScans,
  usesIndex,
} from '../../test/query-plans.ts';
import {
  containsPattern,
  RANKED_WINDOW,
  searchClients,
  searchLeads,
  searchPeople,
  searchProjects,
  searchTasks,
} from './service.ts';

// Two organisations: Aurora (projectA, assigned to `agent`, with taskA and a client user) and Borealis (projectB,
// assigned to nobody, with taskB and its client user). Every searchable name carries a word unique to this file
// ("Zephyrine", "Quillon") so the matches are ours alone.

let t: TestApp;
type Who = 'clientA' | 'clientB' | 'agent' | 'agentOther' | 'admin';
const callers: Partial<Record<Who, ReturnType<typeof as>>> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const orgA = await createClient(db, 'Zephyrine Aurora Retail');
  const orgB = await createClient(db, 'Zephyrine Borealis Health');
  ids.orgA = orgA.id;
  ids.orgB = orgB.id;
  const people: [Who, 'CLIENT' | 'AGENT' | 'ADMIN', string?][] = [
    ['clientA', 'CLIENT', orgA.id],
    ['clientB', 'CLIENT', orgB.id],
    ['agent', 'AGENT'],
    ['agentOther', 'AGENT'],
    ['admin', 'ADMIN'],
  ];
  for (const [who, role, clientId] of people) {
    const user = await createUser(db, { role, clientId, email: `${who.toLowerCase()}-quillon@test.example` });
    ids[who] = user.id;
    callers[who] = as(t.app, await signIn(t.app, user.email));
  }
  // Names the people search can tell apart; one deactivated colleague nobody may find.
  const [retired] = await db
    .insert(users)
    .values({ name: 'Quillon Retired', email: 'retired-quillon@test.example', role: 'CLIENT', isActive: false })
    .returning();
  await db.insert(clientMembers).values({ userId: retired!.id, clientId: orgA.id });

  const [projectA, projectB] = await db
    .insert(projects)
    .values([
      { name: 'Zephyrine storefront', clientId: orgA.id, status: 'in-progress' },
      { name: 'Zephyrine patient app', clientId: orgB.id, status: 'in-progress' },
    ])
    .returning();
  ids.projectA = projectA!.id;
  ids.projectB = projectB!.id;
  await db.insert(projectAgents).values({ projectId: projectA!.id, agentId: ids.agent! });
  const [taskA, taskB, taskMine] = await db
    .insert(tasks)
    .values([
      { projectId: projectA!.id, title: 'Zephyrine product grid' },
      { projectId: projectB!.id, title: 'Zephyrine appointment form' },
      { title: 'Zephyrine internal checklist', assigneeId: ids.agentOther },
    ])
    .returning();
  ids.taskA = taskA!.id;
  ids.taskB = taskB!.id;
  ids.taskMine = taskMine!.id;
  const [archived] = await db
    .insert(clients)
    .values({ name: 'Zephyrine Archived Ltd', email: 'archived@zephyrine.test', archivedAt: new Date() })
    .returning();
  ids.archived = archived!.id;
  const [lead] = await db
    .insert(leads)
    .values({
      name: 'Zephyrine Visitor',
      email: 'visitor@zephyrine.test',
      company: 'Visitor Co',
      service: 'Consulting',
      budget: 'Not sure yet',
      timeline: 'ASAP',
      message: 'Hello',
      subject: 'Consulting inquiry',
    })
    .returning();
  ids.lead = lead!.id;
});
afterAll(() => t.close());

async function find(who: Who, q: string): Promise<SearchResult[]> {
  const res = await callers[who]!({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}
const idsOf = (items: SearchResult[], type: SearchResult['type']) =>
  items.filter((item) => item.type === type).map((item) => item.id);

describe('global search is scoped to what the caller may see', () => {
  it('lets the admin find every project, task, client, person and lead, grouped by type with in-app urls', async () => {
    const items = await find('admin', 'zephyrine');
    expect(idsOf(items, 'project').sort()).toEqual([ids.projectA, ids.projectB].sort());
    expect(idsOf(items, 'task').sort()).toEqual([ids.taskA, ids.taskB, ids.taskMine].sort());
    // Archived clients have left every list.
    expect(idsOf(items, 'client').sort()).toEqual([ids.orgA, ids.orgB].sort());
    expect(idsOf(items, 'lead')).toEqual([ids.lead]);
    expect(items.find((item) => item.id === ids.projectA)).toEqual({
      type: 'project',
      id: ids.projectA,
      title: 'Zephyrine storefront',
      subtitle: 'Zephyrine Aurora Retail',
      url: `/dashboard/projects/${ids.projectA}`,
    });
    expect(items.find((item) => item.id === ids.taskA)).toMatchObject({
      subtitle: 'Zephyrine storefront',
      url: `/dashboard/tasks?task=${ids.taskA}`,
    });
    expect(items.find((item) => item.id === ids.orgA)?.url).toBe(`/dashboard/clients/${ids.orgA}`);
    expect(items.find((item) => item.id === ids.lead)).toMatchObject({
      subtitle: 'Visitor Co · visitor@zephyrine.test',
      url: `/dashboard/leads?lead=${ids.lead}`,
    });
    // Grouped: every project before every task, every task before every client, and so on.
    const order = items.map((item) => item.type);
    expect(order).toEqual([...order].sort((a, b) => SEARCH_RESULT_TYPES.indexOf(a) - SEARCH_RESULT_TYPES.indexOf(b)));

    const people = await find('admin', 'quillon');
    expect(idsOf(people, 'person').sort()).toEqual(
      [ids.clientA, ids.clientB, ids.agent, ids.agentOther, ids.admin].sort(),
    );
    expect(people.find((item) => item.id === ids.clientA)?.url).toBe(`/dashboard/clients/${ids.orgA}`);
    expect(people.find((item) => item.id === ids.agent)?.url).toBe(`/employee/${ids.agent}`);
  });

  it('shows a client of organisation B nothing of organisation A: no project, task, client, person or lead', async () => {
    const items = await find('clientB', 'zephyrine');
    expect(items.map((item) => item.id)).toEqual([ids.projectB]);
    expect(await find('clientB', 'storefront')).toEqual([]);
    expect(await find('clientB', 'product grid')).toEqual([]);
    expect(await find('clientB', 'Aurora')).toEqual([]);
    // People: their own colleague only; organisation A's client, the agent of A's project and other staff stay hidden.
    expect(idsOf(await find('clientB', 'quillon'), 'person')).toEqual([ids.clientB]);
  });

  it('shows a client their organisation’s projects and people, and the agents assigned to them, never tasks', async () => {
    const items = await find('clientA', 'zephyrine');
    expect(items.map((item) => item.id)).toEqual([ids.projectA]);
    const people = await find('clientA', 'quillon');
    // Their own account, and the agent on their project (by e-mail: clients have no team page to open).
    expect(idsOf(people, 'person').sort()).toEqual([ids.clientA, ids.agent].sort());
    expect(people.find((item) => item.id === ids.agent)?.url).toBe('mailto:agent-quillon@test.example');
    // The deactivated colleague is found by nobody.
    expect(people.map((item) => item.title)).not.toContain('Quillon Retired');
  });

  it('shows an agent only assigned projects and their tasks, plus the CRM and leads', async () => {
    const items = await find('agent', 'zephyrine');
    expect(idsOf(items, 'project')).toEqual([ids.projectA]);
    expect(idsOf(items, 'task')).toEqual([ids.taskA]);
    expect(idsOf(items, 'client').sort()).toEqual([ids.orgA, ids.orgB].sort());
    expect(idsOf(items, 'lead')).toEqual([ids.lead]);
    // A colleague opens on their profile (issue #20: staff read employee profiles).
    const people = await find('agent', 'quillon');
    expect(people.find((item) => item.id === ids.admin)?.url).toBe(`/employee/${ids.admin}`);
  });

  it('shows an agent on no project no project at all, and only the tasks assigned to them', async () => {
    const items = await find('agentOther', 'zephyrine');
    expect(idsOf(items, 'project')).toEqual([]);
    expect(idsOf(items, 'task')).toEqual([ids.taskMine]);
    expect(await find('agentOther', 'patient app')).toEqual([]);
  });

  // agent_ids (ADR 0012) mirrors project_agents through triggers; these go through the API that changes the team
  // and the task, so they fail if a path of the mirror is missing.
  it('follows the team: an agent added to a project finds it and its tasks at once, and loses them when removed', async () => {
    const team = (memberIds: string[]) =>
      callers.admin!({ method: 'PUT', url: `/api/projects/${ids.projectB}/team`, payload: { memberIds } });
    expect((await team([ids.agentOther!])).statusCode).toBe(200);
    let items = await find('agentOther', 'zephyrine');
    expect(idsOf(items, 'project')).toEqual([ids.projectB]);
    expect(idsOf(items, 'task').sort()).toEqual([ids.taskB, ids.taskMine].sort());
    expect((await team([])).statusCode).toBe(200);
    items = await find('agentOther', 'zephyrine');
    expect(idsOf(items, 'project')).toEqual([]);
    expect(idsOf(items, 'task')).toEqual([ids.taskMine]);
  });

  it('follows a task moved between projects, and an internal task’s assignee', async () => {
    const [moving] = await t.database.db
      .insert(tasks)
      .values({ projectId: ids.projectB!, title: 'Zephyrine moving card' })
      .returning();
    const move = (projectId: string | null, assigneeId?: string) =>
      callers.admin!({ method: 'PATCH', url: `/api/tasks/${moving!.id}`, payload: { projectId, assigneeId } });
    const agentFinds = async (who: Who) => idsOf(await find(who, 'moving card'), 'task');
    expect(await agentFinds('agent')).toEqual([]);
    expect((await move(ids.projectA!)).statusCode).toBe(200);
    expect(await agentFinds('agent')).toEqual([moving!.id]);
    // Internal ("No Project") and assigned to the other agent: theirs now, no longer the first agent's.
    expect((await move(null, ids.agentOther!)).statusCode).toBe(200);
    expect(await agentFinds('agent')).toEqual([]);
    expect(await agentFinds('agentOther')).toEqual([moving!.id]);
  });

  it('never shows what the mirror says but the scope does not grant (a stale agent_ids hides nothing wrong in)', async () => {
    const db = t.database.db;
    // Written around the triggers: the mirror now claims `agent` may see organisation B's project and task.
    await db.execute(sql`update projects set agent_ids = array[${ids.agent}]::uuid[] where id = ${ids.projectB}`);
    await db.execute(sql`update tasks set agent_ids = array[${ids.agent}]::uuid[] where id = ${ids.taskB}`);
    try {
      const items = await find('agent', 'zephyrine');
      expect(idsOf(items, 'project')).toEqual([ids.projectA]);
      expect(idsOf(items, 'task')).toEqual([ids.taskA]);
    } finally {
      await db.execute(sql`update projects set agent_ids = '{}' where id = ${ids.projectB}`);
      await db.execute(sql`update tasks set agent_ids = '{}' where id = ${ids.taskB}`);
    }
  });

  it('finds for an agent exactly the tasks the task list gives them, not a task assigned to them on another team', async () => {
    const [elsewhere] = await t.database.db
      .insert(tasks)
      .values({ projectId: ids.projectB!, title: 'Zephyrine elsewhere', assigneeId: ids.agent! })
      .returning();
    expect(idsOf(await find('agent', 'elsewhere'), 'task')).toEqual([]);
    expect((await callers.agent!({ method: 'GET', url: `/api/tasks/${elsewhere!.id}` })).statusCode).toBe(404);
  });

  it('puts the best match first and returns at most five per type', async () => {
    const db = t.database.db;
    await db
      .insert(projects)
      .values(
        [
          'Kestrel',
          'Kestrel Analytics Platform Rebuild',
          'Old Kestrel',
          'Kestrel v2',
          'Kestrel mobile',
          'Kestrel web',
        ].map((name) => ({ name, clientId: ids.orgA! })),
      );
    const items = await find('admin', 'kestrel');
    const names = items.filter((item) => item.type === 'project').map((item) => item.title);
    expect(names).toHaveLength(5);
    expect(names[0]).toBe('Kestrel');
    expect(names).not.toContain('Kestrel Analytics Platform Rebuild');
  });

  it('ranks the newest 50 matches of projects and tasks, best first, and never lets a newer one push out an older one the caller may see', async () => {
    const db = t.database.db;
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    // Oldest first: an exact title only the admin may see, then one task on the agent's project, then 55 newer
    // matches on organisation B's project, then the newest and best of those.
    const [exact, handover] = await db
      .insert(tasks)
      .values([
        { title: 'Vireo', createdAt: minutesAgo(300) },
        { projectId: ids.projectA!, title: 'Vireo handover', assigneeId: ids.agent!, createdAt: minutesAgo(200) },
      ])
      .returning();
    const newer = Array.from({ length: RANKED_WINDOW + 5 }, (_, n) => ({
      projectId: ids.projectB!,
      title: `Vireo follow-up ${n}`,
      createdAt: minutesAgo(100 - n),
    }));
    await db.insert(tasks).values(newer);
    const [review] = await db
      .insert(tasks)
      .values({ projectId: ids.projectB!, title: 'Vireo review', createdAt: minutesAgo(1) })
      .returning();

    const admin = (await find('admin', 'vireo')).filter((item) => item.type === 'task');
    expect(admin).toHaveLength(5);
    expect(admin[0]!.id).toBe(review!.id);
    // The best match of all is older than the newest 50: outside the window, by design (bounded work).
    expect(admin.map((item) => item.id)).not.toContain(exact!.id);
    expect(admin.map((item) => item.id)).not.toContain(handover!.id);
    // The scope is applied before the window: organisation B's 56 newer tasks do not hide the agent's own.
    expect(idsOf(await find('agent', 'vireo'), 'task')).toEqual([handover!.id]);

    const [mine] = await db
      .insert(projects)
      .values({ name: 'Pelican', clientId: ids.orgA!, createdAt: minutesAgo(300) })
      .returning();
    await db.insert(projects).values(
      Array.from({ length: RANKED_WINDOW + 5 }, (_, n) => ({
        name: `Pelican rollout ${n}`,
        clientId: ids.orgB!,
        createdAt: minutesAgo(100 - n),
      })),
    );
    expect(idsOf(await find('clientA', 'pelican'), 'project')).toEqual([mine!.id]);
    const adminProjects = (await find('admin', 'pelican')).filter((item) => item.type === 'project');
    expect(adminProjects).toHaveLength(5);
    expect(adminProjects.map((item) => item.id)).not.toContain(mine!.id);
  });

  it('treats LIKE characters literally', async () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    expect(await find('admin', 'zephyrine%storefront')).toEqual([]);
  });
});

describe('search input', () => {
  it.each([
    ['one character', 'a'],
    ['spaces around one character', '%20%20a%20%20'],
    ['101 characters', 'x'.repeat(101)],
    ['a NUL character', 'ab%00cd'],
    ['nothing', ''],
  ])('refuses %s with 400 in the one error shape', async (_, q) => {
    const res = await callers.admin!({ method: 'GET', url: `/api/search?q=${q}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBeTruthy();
  });

  it('refuses a missing q with 400 and an anonymous caller with 401', async () => {
    expect((await callers.admin!({ method: 'GET', url: '/api/search' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/search?q=zephyrine' })).statusCode).toBe(401);
  });

  it('trims the query and accepts exactly 2 and 100 characters', async () => {
    expect(idsOf(await find('admin', '  zephyrine storefront  '), 'project')).toEqual([ids.projectA]);
    expect((await callers.admin!({ method: 'GET', url: '/api/search?q=ze' })).statusCode).toBe(200);
    expect((await callers.admin!({ method: 'GET', url: `/api/search?q=${'z'.repeat(100)}` })).statusCode).toBe(200);
  });
});

describe('search queries are served by indexes', () => {
  // Some volume and fresh statistics, then each query planned with sequential and plain index scans off: every
  // remaining access is a bitmap scan with an index condition, which proves the query shape is served by an index
  // whatever the table size (a full scan of the searched table fails the test).
  beforeAll(async () => {
    const db = t.database.db;
    const filler = Array.from({ length: 2000 }, (_, n) => n);
    await db
      .insert(users)
      .values(filler.map((n) => ({ name: `Filler Person ${n}`, email: `filler-${n}@test.example` })));
    const [orgC] = await db.insert(clients).values({ name: 'Filler Org', email: 'filler@org.test' }).returning();
    await db.insert(clients).values(filler.map((n) => ({ name: `Filler Client ${n}`, email: `c${n}@filler.test` })));
    await db.insert(projects).values(filler.map((n) => ({ name: `Filler project ${n}`, clientId: orgC!.id })));
    // The filler tasks are another agent's (one project of theirs), as most tasks are in an agency.
    const [fillerProject] = await db.insert(projects).values({ name: 'Filler home', clientId: orgC!.id }).returning();
    const fillerAgent = await createUser(db, { role: 'AGENT', email: 'filler-agent@test.example' });
    await db.insert(projectAgents).values({ projectId: fillerProject!.id, agentId: fillerAgent.id });
    await db
      .insert(tasks)
      .values(filler.map((n) => ({ title: `Filler task ${n}`, projectId: n % 2 ? fillerProject!.id : null })));
    await db.insert(leads).values(
      filler.map((n) => ({
        name: `Filler Lead ${n}`,
        email: `lead-${n}@filler.test`,
        service: 'Other',
        budget: 'Not sure yet',
        timeline: 'ASAP',
        message: 'Filler',
        subject: 'Filler',
      })),
    );
    await t.database.db.execute(sql`analyze`);
  });

  const user = (role: 'ADMIN' | 'AGENT' | 'CLIENT', key: Who): SessionUser => ({
    id: ids[key]!,
    email: `${key}@test.example`,
    name: key,
    firstName: key,
    lastName: key,
    role,
    clientId: role === 'CLIENT' ? ids.orgA! : null,
    twoFactorEnabled: false,
    image: null,
    sessionId: 'test',
  });
  const input = { q: 'storefront', pattern: containsPattern('storefront') };

  it.each([
    ['projects for the admin', 'ADMIN', 'admin', searchProjects, 'projects', 'projects_agent_ids_name_trgm_idx'],
    ['projects for an agent', 'AGENT', 'agent', searchProjects, 'projects', 'projects_agent_ids_name_trgm_idx'],
    ['projects for a client', 'CLIENT', 'clientA', searchProjects, 'projects', null],
    ['tasks for the admin', 'ADMIN', 'admin', searchTasks, 'tasks', 'tasks_agent_ids_title_trgm_idx'],
    ['tasks for an agent', 'AGENT', 'agent', searchTasks, 'tasks', 'tasks_agent_ids_title_trgm_idx'],
    ['clients', 'ADMIN', 'admin', searchClients, 'clients', 'clients_name_trgm_idx'],
    ['people for the admin', 'ADMIN', 'admin', searchPeople, 'users', 'users_name_trgm_idx'],
    ['people for a client', 'CLIENT', 'clientA', searchPeople, 'users', null],
    ['leads', 'ADMIN', 'admin', searchLeads, 'leads', 'leads_name_trgm_idx'],
  ] as const)('%s', async (_, role, key, run, table, index) => {
    const caller: Caller = { user: user(role, key), access: role === 'ADMIN' ? 'any' : 'own' };
    const [query, ...more] = await captureQueries(t.database, () => run(t.database.db, caller, input));
    expect(query, 'the search sent no query').toBeDefined();
    expect(more).toEqual([]);
    const nodes = await explainWithoutSeqScan(t.database, query!, { bitmapOnly: true });
    expect(fullScans(nodes, table), planSummary(nodes)).toEqual([]);
    expect(seqScans(nodes, table)).toEqual([]);
    // The trigram index is the way in (for an agent, with agent_ids in it); a client's own index may be narrower.
    if (index) expect(usesIndex(nodes, index), planSummary(nodes)).toBe(true);
  });

  // A word most rows carry: the newest matches come from a backward walk of the (created_at, id) index that stops
  // after RANKED_WINDOW rows, instead of reading and ranking every match (the bitmap plan above, for rare words).
  it.each([
    ['projects', searchProjects, 'projects_created_at_id_idx'],
    ['tasks', searchTasks, 'tasks_created_at_id_idx'],
  ] as const)('a common word walks the newest %s first', async (_, run, index) => {
    const caller: Caller = { user: user('ADMIN', 'admin'), access: 'any' };
    const common = { q: 'filler', pattern: containsPattern('filler') };
    const [query] = await captureQueries(t.database, () => run(t.database.db, caller, common));
    const nodes = await explainWithoutSeqScan(t.database, query!);
    expect(usesIndex(nodes, index), planSummary(nodes)).toBe(true);
  });

  // The agent here has one project and no filler task: their rows are found in the index by agent_ids, and no
  // other task is read even for a word every filler task carries.
  it('an agent’s common word reads their rows, not every task', async () => {
    const caller: Caller = { user: user('AGENT', 'agent'), access: 'own' };
    const common = { q: 'filler', pattern: containsPattern('filler') };
    const [query] = await captureQueries(t.database, () => searchTasks(t.database.db, caller, common));
    const nodes = await explainWithoutSeqScan(t.database, query!);
    expect(fullScans(nodes, 'tasks'), planSummary(nodes)).toEqual([]);
  });
});
