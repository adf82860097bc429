import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectAgents, projects, tasks } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';
import { captureQueries, explainWithoutSeqScan, planSummary, seqScans, usesIndex } from '../../test/query-plans.ts';

// An agent's task search (issue #22): the title half and the project-name half are read from their trigram indexes
// and united (list-tasks.ts agentSearchMatch). The rows, their order and the pages must be exactly what the
// scope rule grants (queries.ts agentTaskScope): the admin's unfiltered list, cut to the agent's scope and the match.

let t: TestApp;
type Call = ReturnType<typeof as>;
let admin: Call;
let agent: Call;
const ids: Record<string, string> = {};

interface TaskJson {
  id: string;
  title: string;
  projectName: string | null;
}

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

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await createClient(db, 'Search Org');
  const people = {
    admin: await createUser(db, { role: 'ADMIN' }),
    agent: await createUser(db, { role: 'AGENT' }),
    other: await createUser(db, { role: 'AGENT' }),
  };
  for (const [key, user] of Object.entries(people)) ids[key] = user.id;
  admin = as(t.app, await signIn(t.app, people.admin.email));
  agent = as(t.app, await signIn(t.app, people.agent.email));
  const [zephyr, plain, rival] = await db
    .insert(projects)
    .values([
      { name: 'Zephyr launch', clientId: org.id },
      { name: 'Plain work', clientId: org.id },
      { name: 'Zephyr rival', clientId: org.id },
    ])
    .returning();
  ids.zephyr = zephyr!.id;
  ids.plain = plain!.id;
  ids.rival = rival!.id;
  await db.insert(projectAgents).values([
    { projectId: zephyr!.id, agentId: people.agent.id },
    { projectId: plain!.id, agentId: people.agent.id },
    { projectId: rival!.id, agentId: people.other.id },
  ]);
  const task = (title: string, projectId: string | null, extra: Partial<typeof tasks.$inferInsert> = {}, day = 1) => ({
    title,
    projectId,
    dueDate: day ? `2026-03-${String(day).padStart(2, '0')}` : null,
    ...extra,
  });
  await db
    .insert(tasks)
    .values([
      task('Alpha by project name', zephyr!.id, {}, 5),
      task('Zephyr in the title and the project', zephyr!.id, {}, 3),
      task('Zephyr notes', plain!.id, {}, 3),
      task('Nothing to find', plain!.id, {}, 2),
      task('zephyr lower case, no due date', plain!.id, {}, 0),
      task('Zephyr of another team', rival!.id, { assigneeId: people.agent.id }, 1),
      task('Beta of another team', rival!.id, {}, 1),
      task('Zephyr internal, mine', null, { createdById: people.agent.id }, 4),
      task('Zephyr internal, assigned to me', null, { assigneeId: people.agent.id, createdById: people.other.id }, 7),
      task('Zephyr internal, not mine', null, { createdById: people.other.id }, 6),
      ...Array.from({ length: 6 }, (_, i) => task(`Zephyr batch ${i}`, plain!.id, {}, 3 + (i % 3))),
    ]);
});
afterAll(() => t.close());

/** What the agent may see (their projects' tasks, their own internal ones) whose title or project name matches. */
async function expected(term: string, sort: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: tasks.id, projectId: tasks.projectId, createdById: tasks.createdById, assigneeId: tasks.assigneeId })
    .from(tasks);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const all = await listAll(admin, `sort=${sort}&limit=100`);
  return all
    .filter((item) => {
      const row = byId.get(item.id)!;
      const inScope = row.projectId
        ? [ids.zephyr, ids.plain].includes(row.projectId)
        : row.createdById === ids.agent || row.assigneeId === ids.agent;
      return inScope && `${item.title}\n${item.projectName ?? ''}`.toLowerCase().includes(term);
    })
    .map((item) => item.id);
}

describe("an agent's task search (title and project name, united)", () => {
  it('finds exactly the tasks in scope whose title or project name matches, in every sort and across pages', async () => {
    for (const sort of ['due-asc', 'due-desc', 'title-asc', 'created', 'priority']) {
      const want = await expected('zephyr', sort);
      expect(want.length).toBeGreaterThan(8);
      const got = await listAll(agent, `q=zephyr&sort=${sort}&limit=2`);
      expect(
        got.map((item) => item.id),
        sort,
      ).toEqual(want);
    }
    const titles = (await listAll(agent, 'q=zephyr&limit=100')).map((item) => item.title);
    expect(titles).toContain('Alpha by project name');
    expect(titles).toContain('Zephyr internal, assigned to me');
    expect(titles).not.toContain('Zephyr of another team');
    expect(titles).not.toContain('Zephyr internal, not mine');
    expect(titles.filter((title) => title === 'Zephyr in the title and the project')).toHaveLength(1);
  });

  it('takes the pattern characters literally and finds nothing for an unknown word', async () => {
    expect(await listAll(agent, 'q=%25')).toEqual([]);
    expect(await listAll(agent, 'q=quetzal')).toEqual([]);
  });

  it('never shows a row a wrong mirror points to, and follows a change of team', async () => {
    const db = t.database.db;
    // Wrong mirrors around the triggers: the other team's project and tasks claim the agent.
    await db.execute(sql`update projects set agent_ids = array[${ids.agent}]::uuid[] where id = ${ids.rival}`);
    await db.execute(sql`update tasks set agent_ids = array[${ids.agent}]::uuid[] where project_id = ${ids.rival}`);
    const titles = (await listAll(agent, 'q=team&limit=100')).map((item) => item.title);
    expect(titles).toEqual([]);
    expect((await listAll(agent, 'q=rival&limit=100')).map((item) => item.title)).toEqual([]);
    // Off the Zephyr launch team: its tasks leave the search (the trigger rewrites the mirrors).
    await db.delete(projectAgents).where(eq(projectAgents.projectId, ids.zephyr!));
    const after = (await listAll(agent, 'q=zephyr&limit=100')).map((item) => item.title);
    expect(after).not.toContain('Alpha by project name');
    expect(after).not.toContain('Zephyr in the title and the project');
    expect(after).toContain('Zephyr notes');
    await db.insert(projectAgents).values({ projectId: ids.zephyr!, agentId: ids.agent! });
    expect((await listAll(agent, 'q=alpha&limit=100')).map((item) => item.title)).toEqual(['Alpha by project name']);
  });

  it('reads both halves from their trigram indexes, never a sequential scan of tasks', async () => {
    const queries = await captureQueries(t.database, () =>
      agent({ method: 'GET', url: '/api/tasks?q=zephyr&limit=5' }),
    );
    const page = queries.find((query) => /agent_ids @>/.test(query.text));
    expect(page, queries.map((query) => query.text).join('\n')).toBeDefined();
    const nodes = await explainWithoutSeqScan(t.database, page!);
    expect(seqScans(nodes, 'tasks'), planSummary(nodes)).toEqual([]);
    expect(usesIndex(nodes, 'tasks_agent_ids_title_trgm_idx'), planSummary(nodes)).toBe(true);
    expect(usesIndex(nodes, 'projects_agent_ids_name_trgm_idx'), planSummary(nodes)).toBe(true);
  });
});
