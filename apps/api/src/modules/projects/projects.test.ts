import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  deliverables,
  notifications,
  projectAgents,
  projectExpenses,
  projectRatings,
  projects,
  tasks,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';

let t: TestApp;
type Call = ReturnType<typeof as>;
const callers: Record<string, Call> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const orgA = await createClient(db, 'Figures Org A');
  const orgB = await createClient(db, 'Figures Org B');
  const orgC = await createClient(db, 'Paging Org C');
  ids.orgA = orgA.id;
  ids.orgB = orgB.id;
  ids.orgC = orgC.id;
  const people: [string, 'ADMIN' | 'AGENT' | 'CLIENT', string?][] = [
    ['admin', 'ADMIN'],
    ['agent', 'AGENT'],
    ['agentOther', 'AGENT'],
    ['clientA', 'CLIENT', orgA.id],
    ['clientA2', 'CLIENT', orgA.id],
    ['clientB', 'CLIENT', orgB.id],
  ];
  for (const [key, role, clientId] of people) {
    const user = await createUser(db, { role, clientId });
    ids[key] = user.id;
    callers[key] = as(t.app, await signIn(t.app, user.email));
  }
  const [alpha, beta, done] = await db
    .insert(projects)
    .values([
      { name: 'Alpha storefront', clientId: orgA.id, status: 'in-progress', budgetCents: 10_000, phase: 'Build' },
      { name: 'Beta clinic app', clientId: orgB.id, status: 'planning', budgetCents: 5_000 },
      { name: 'Done brochure site', clientId: orgA.id, status: 'completed', budgetCents: 0 },
    ])
    .returning();
  ids.alpha = alpha!.id;
  ids.beta = beta!.id;
  ids.done = done!.id;
  await db.insert(projectAgents).values({ projectId: alpha!.id, agentId: ids.agent! });
  const items = await db
    .insert(deliverables)
    .values([
      { projectId: alpha!.id, title: 'Visible design', status: 'completed', position: 0 },
      { projectId: alpha!.id, title: 'Visible build', status: 'in-progress', position: 1 },
      { projectId: alpha!.id, title: 'Internal QA checklist', status: 'completed', clientVisible: false, position: 2 },
    ])
    .returning();
  ids.visibleDeliverable = items[0]!.id;
  ids.internalDeliverable = items[2]!.id;
  await db.insert(tasks).values([
    { projectId: alpha!.id, title: 'Alpha task done', status: 'done' },
    { projectId: alpha!.id, title: 'Alpha task open', status: 'todo' },
  ]);
  await db.insert(projectExpenses).values([
    { projectId: alpha!.id, description: 'Stock photos', amountCents: 1_000, incurredOn: '2026-11-01' },
    { projectId: alpha!.id, description: 'Fonts', amountCents: 2_500, incurredOn: '2026-11-02' },
    { projectId: beta!.id, description: 'Hosting', amountCents: 500, incurredOn: '2026-11-03' },
  ]);
});
afterAll(() => t.close());

interface Item {
  id: string;
  name: string;
  progress: number;
  spentCents: number;
  budgetCents: number;
  deliverablesDone: number;
  deliverablesTotal: number;
  team: { id: string; name: string }[];
  teamCount: number;
  clientName: string;
}

async function list(who: string, query = '') {
  const res = await callers[who]!({ method: 'GET', url: `/api/projects?limit=100${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Item[]; nextCursor: string | null };
}
const names = (page: { items: Item[] }) => page.items.map((p) => p.name).sort();
const auditCount = async (action: string, projectId: string) =>
  (
    await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, action), eq(auditLogs.projectId, projectId)))
  ).length;

describe('GET /api/projects: scope per role (D5)', () => {
  it('shows an admin every project, an agent their assigned ones, a client their organisation’s', async () => {
    expect(names(await list('admin'))).toEqual(['Alpha storefront', 'Beta clinic app', 'Done brochure site']);
    expect(names(await list('agent'))).toEqual(['Alpha storefront']);
    expect(names(await list('agentOther'))).toEqual([]);
    expect(names(await list('clientA'))).toEqual(['Alpha storefront', 'Done brochure site']);
    expect(names(await list('clientB'))).toEqual(['Beta clinic app']);
  });

  it('filters by status and searches by name within the scope', async () => {
    expect(names(await list('admin', '&status=completed'))).toEqual(['Done brochure site']);
    expect(names(await list('admin', '&q=CLINIC'))).toEqual(['Beta clinic app']);
    expect(names(await list('clientA', '&q=clinic'))).toEqual([]);
  });

  it('answers 400 for a status outside D10 and for a NUL in the search', async () => {
    for (const query of ['status=active', 'q=%00']) {
      const res = await callers.admin!({ method: 'GET', url: `/api/projects?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('computed figures (D13)', () => {
  it('computes progress, spent, deliverables and team from the rows', async () => {
    const alpha = (await list('admin')).items.find((p) => p.id === ids.alpha)!;
    // 2 of 3 deliverables and 1 of 2 tasks finished: 3 of 5 work items.
    expect(alpha).toMatchObject({
      progress: 60,
      spentCents: 3_500,
      budgetCents: 10_000,
      deliverablesDone: 2,
      deliverablesTotal: 3,
      teamCount: 1,
      clientName: 'Figures Org A',
    });
    expect(alpha.team.map((m) => m.id)).toEqual([ids.agent]);
    const done = (await list('admin')).items.find((p) => p.id === ids.done)!;
    expect(done.progress).toBe(100);
  });

  it('counts client-visible deliverables only for a client, with the same progress', async () => {
    const alpha = (await list('clientA')).items.find((p) => p.id === ids.alpha)!;
    expect(alpha).toMatchObject({ progress: 60, deliverablesDone: 1, deliverablesTotal: 2 });
  });

  it('sums the counters over the caller’s scope', async () => {
    const admin = (await callers.admin!({ method: 'GET', url: '/api/projects/summary' })).json();
    expect(admin).toEqual({
      totalProjects: 3,
      inProgress: 1,
      completed: 1,
      budgetCents: 15_000,
      spentCents: 4_000,
      budgetUsedPercent: 26.7,
    });
    const client = (await callers.clientB!({ method: 'GET', url: '/api/projects/summary' })).json();
    expect(client).toEqual({
      totalProjects: 1,
      inProgress: 0,
      completed: 0,
      budgetCents: 5_000,
      spentCents: 500,
      budgetUsedPercent: 10,
    });
    const none = (await callers.agentOther!({ method: 'GET', url: '/api/projects/summary' })).json();
    expect(none).toMatchObject({ totalProjects: 0, budgetUsedPercent: null });
  });
});

describe('paging', () => {
  it('pages 25 at a time, newest first, over rows written in one statement', async () => {
    await t.database.db.insert(projects).values(
      Array.from({ length: 30 }, (_, n) => ({
        name: `Paged project ${String(n).padStart(2, '0')}`,
        clientId: ids.orgC!,
      })),
    );
    const first = (await callers.admin!({ method: 'GET', url: '/api/projects?q=Paged%20project' })).json();
    expect(first.items).toHaveLength(25);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await callers.admin!({ method: 'GET', url: `/api/projects?q=Paged%20project&cursor=${first.nextCursor}` })
    ).json();
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items].map((p: Item) => p.name);
    expect(new Set(all).size).toBe(30);
  });
});

describe('GET /api/projects/:id', () => {
  it('gives a client the overview and client-visible deliverables, never an internal one', async () => {
    const res = await callers.clientA!({ method: 'GET', url: `/api/projects/${ids.alpha}` });
    expect(res.statusCode).toBe(200);
    const project = res.json();
    expect(project.deliverables.map((d: { title: string }) => d.title)).toEqual(['Visible design', 'Visible build']);
    expect(JSON.stringify(project)).not.toContain('Internal QA checklist');
    expect(project.members.map((m: { id: string }) => m.id)).toEqual([ids.agent]);
  });

  it('gives the agency every deliverable', async () => {
    const project = (await callers.agent!({ method: 'GET', url: `/api/projects/${ids.alpha}` })).json();
    expect(project.deliverables.map((d: { title: string }) => d.title)).toContain('Internal QA checklist');
  });

  it('answers 404 to an unassigned agent and to another organisation’s client', async () => {
    for (const who of ['agentOther', 'clientB']) {
      const res = await callers[who]!({ method: 'GET', url: `/api/projects/${ids.alpha}` });
      expect(res.statusCode, who).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });
});

describe('creating, editing and deleting', () => {
  it('lets an admin create a project, with an audit row carrying its project and client', async () => {
    const res = await callers.admin!({
      method: 'POST',
      url: '/api/projects',
      payload: {
        name: 'Gamma launch',
        clientId: ids.orgB,
        budgetCents: 80_000,
        startDate: '2026-12-01',
        endDate: '2027-01-31',
        phase: 'Discovery',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const project = res.json();
    expect(project).toMatchObject({
      name: 'Gamma launch',
      status: 'planning',
      priority: 'medium',
      progress: 0,
      spentCents: 0,
    });
    const [row] = await t.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'project.created'));
    expect(row).toMatchObject({ projectId: project.id, clientId: ids.orgB, actorId: ids.admin, clientVisible: true });
    ids.gamma = project.id;
  });

  it('refuses bad input with 400: no name, end before start, unknown client', async () => {
    for (const payload of [
      { name: '  ', clientId: ids.orgA },
      { name: 'Dates', clientId: ids.orgA, startDate: '2026-12-10', endDate: '2026-12-01' },
      { name: 'Nobody', clientId: '00000000-0000-4000-8000-000000000000' },
      { name: 'Bad\u0000', clientId: ids.orgA },
    ]) {
      const res = await callers.admin!({ method: 'POST', url: '/api/projects', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('refuses New Project to an agent and a client with 403, creating nothing', async () => {
    const before = (await t.database.db.select().from(projects)).length;
    for (const who of ['agent', 'clientA']) {
      const res = await callers[who]!({
        method: 'POST',
        url: '/api/projects',
        payload: { name: 'Sneaky', clientId: ids.orgA },
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.database.db.select().from(projects)).length).toBe(before);
  });

  it('lets the assigned agent edit; a client gets 403 and an unassigned agent 404, changing nothing', async () => {
    const ok = await callers.agent!({
      method: 'PATCH',
      url: `/api/projects/${ids.alpha}`,
      payload: { phase: 'Launch prep' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().phase).toBe('Launch prep');
    expect(await auditCount('project.updated', ids.alpha!)).toBe(1);

    const client = await callers.clientA!({
      method: 'PATCH',
      url: `/api/projects/${ids.alpha}`,
      payload: { name: 'Hacked' },
    });
    expect(client.statusCode).toBe(403);
    const other = await callers.agentOther!({
      method: 'PATCH',
      url: `/api/projects/${ids.alpha}`,
      payload: { name: 'Hacked' },
    });
    expect(other.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, ids.alpha!));
    expect(row!.name).toBe('Alpha storefront');
    expect(await auditCount('project.updated', ids.alpha!)).toBe(1);
  });

  it('records completion time with a status change and refuses an end date before the stored start', async () => {
    const res = await callers.admin!({
      method: 'PATCH',
      url: `/api/projects/${ids.gamma}`,
      payload: { status: 'completed' },
    });
    expect(res.json()).toMatchObject({ status: 'completed', progress: 100 });
    expect(res.json().completedAt).not.toBeNull();
    expect(await auditCount('project.status_changed', ids.gamma!)).toBe(1);
    const bad = await callers.admin!({
      method: 'PATCH',
      url: `/api/projects/${ids.gamma}`,
      payload: { endDate: '2026-01-01' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.endDate).toBeTruthy();
  });

  it('deletes for an admin only', async () => {
    const agent = await callers.agent!({ method: 'DELETE', url: `/api/projects/${ids.alpha}` });
    expect(agent.statusCode).toBe(403);
    const res = await callers.admin!({ method: 'DELETE', url: `/api/projects/${ids.gamma}` });
    expect(res.statusCode).toBe(204);
    expect(await auditCount('project.deleted', ids.gamma!)).toBe(1);
    expect((await callers.admin!({ method: 'GET', url: `/api/projects/${ids.gamma}` })).statusCode).toBe(404);
  });
});

describe('PUT /api/projects/:id/team', () => {
  it('assignment changes what an agent sees, and notifies the newly assigned', async () => {
    expect((await callers.agentOther!({ method: 'GET', url: `/api/projects/${ids.beta}` })).statusCode).toBe(404);
    const res = await callers.admin!({
      method: 'PUT',
      url: `/api/projects/${ids.beta}/team`,
      payload: { memberIds: [ids.agentOther] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().members.map((m: { id: string }) => m.id)).toEqual([ids.agentOther]);
    expect(names(await list('agentOther'))).toEqual(['Beta clinic app']);
    const [note] = await t.database.db.select().from(notifications).where(eq(notifications.userId, ids.agentOther!));
    expect(note).toMatchObject({
      type: 'project',
      actionUrl: `/dashboard/projects/${ids.beta}`,
      relatedEntityId: ids.beta,
    });
    expect(await auditCount('project.team_changed', ids.beta!)).toBe(1);

    await callers.admin!({ method: 'PUT', url: `/api/projects/${ids.beta}/team`, payload: { memberIds: [] } });
    expect((await callers.agentOther!({ method: 'GET', url: `/api/projects/${ids.beta}` })).statusCode).toBe(404);
    expect(await auditCount('project.team_changed', ids.beta!)).toBe(2);
  });

  it('refuses a client as a member with 400 and an agent assigning with 403, changing nothing', async () => {
    const bad = await callers.admin!({
      method: 'PUT',
      url: `/api/projects/${ids.alpha}/team`,
      payload: { memberIds: [ids.clientA] },
    });
    expect(bad.statusCode).toBe(400);
    const agent = await callers.agent!({
      method: 'PUT',
      url: `/api/projects/${ids.alpha}/team`,
      payload: { memberIds: [ids.agentOther] },
    });
    expect(agent.statusCode).toBe(403);
    const team = await t.database.db.select().from(projectAgents).where(eq(projectAgents.projectId, ids.alpha!));
    expect(team.map((m) => m.agentId)).toEqual([ids.agent]);
  });
});

describe('deliverables', () => {
  it('lets the assigned agent add, change and remove one, each with an audit row', async () => {
    const created = await callers.agent!({
      method: 'POST',
      url: `/api/projects/${ids.alpha}/deliverables`,
      payload: { title: 'Launch checklist', dueDate: '2026-12-15', clientVisible: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ status: 'pending', clientVisible: false, dueDate: '2026-12-15' });
    const done = await callers.agent!({
      method: 'PATCH',
      url: `/api/projects/${ids.alpha}/deliverables/${id}`,
      payload: { status: 'completed' },
    });
    expect(done.json().completedAt).not.toBeNull();
    expect(await auditCount('deliverable.completed', ids.alpha!)).toBe(1);
    expect(
      (await callers.agent!({ method: 'DELETE', url: `/api/projects/${ids.alpha}/deliverables/${id}` })).statusCode,
    ).toBe(204);
    expect(await auditCount('deliverable.created', ids.alpha!)).toBe(1);
    expect(await auditCount('deliverable.deleted', ids.alpha!)).toBe(1);
  });

  it('refuses a client (403) and another project’s deliverable id (404), changing nothing', async () => {
    const client = await callers.clientA!({
      method: 'PATCH',
      url: `/api/projects/${ids.alpha}/deliverables/${ids.visibleDeliverable}`,
      payload: { title: 'Renamed' },
    });
    expect(client.statusCode).toBe(403);
    const wrongProject = await callers.admin!({
      method: 'PATCH',
      url: `/api/projects/${ids.beta}/deliverables/${ids.visibleDeliverable}`,
      payload: { title: 'Renamed' },
    });
    expect(wrongProject.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(deliverables).where(eq(deliverables.id, ids.visibleDeliverable!));
    expect(row!.title).toBe('Visible design');
  });
});

describe('a deliverable and its approval', () => {
  interface DeliverableJson {
    id: string;
    status: string;
    approval: { status: string } | null;
  }
  const cardOf = async (projectId: string, id: string): Promise<DeliverableJson> =>
    (await callers.clientA!({ method: 'GET', url: `/api/projects/${projectId}` }))
      .json()
      .deliverables.find((d: DeliverableJson) => d.id === id);

  it('never shows "Completed" beside "Changes requested": a request for changes reopens it, completing it answers it', async () => {
    const [project] = await t.database.db
      .insert(projects)
      .values({ name: 'Approval brochure', clientId: ids.orgA!, status: 'in-progress' })
      .returning();
    const created = await callers.admin!({
      method: 'POST',
      url: `/api/projects/${project!.id}/deliverables`,
      payload: { title: 'Homepage design', status: 'completed' },
    });
    const id = created.json().id;
    const asked = await callers.admin!({
      method: 'POST',
      url: `/api/projects/${project!.id}/approvals`,
      payload: { deliverableId: id, note: 'Ready for your review' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const decided = await callers.clientA!({
      method: 'POST',
      url: `/api/approvals/${asked.json().approval.id}/decision`,
      payload: { decision: 'changes-requested', comment: 'A bigger logo, please' },
    });
    expect(decided.statusCode, decided.body).toBe(200);

    const reopened = await cardOf(project!.id, id);
    expect(reopened).toMatchObject({ status: 'in-progress', approval: { status: 'changes-requested' } });
    const [row] = await t.database.db.select().from(deliverables).where(eq(deliverables.id, id));
    expect(row).toMatchObject({ status: 'in-progress', completedAt: null });

    const redone = await callers.admin!({
      method: 'PATCH',
      url: `/api/projects/${project!.id}/deliverables/${id}`,
      payload: { status: 'completed' },
    });
    expect(redone.statusCode).toBe(200);
    expect(await cardOf(project!.id, id)).toMatchObject({ status: 'completed', approval: null });
  });
});

describe('expenses', () => {
  it('records an expense that counts in spent, and lists them newest first', async () => {
    const res = await callers.agent!({
      method: 'POST',
      url: `/api/projects/${ids.alpha}/expenses`,
      payload: { description: 'Usability test', amountCents: 1_500, incurredOn: '2026-11-20' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ description: 'Usability test', amountCents: 1_500 });
    const listed = (await callers.agent!({ method: 'GET', url: `/api/projects/${ids.alpha}/expenses?limit=2` })).json();
    expect(listed.items[0].description).toBe('Usability test');
    expect(listed.nextCursor).toEqual(expect.any(String));
    const alpha = (await callers.admin!({ method: 'GET', url: `/api/projects/${ids.alpha}` })).json();
    expect(alpha.spentCents).toBe(5_000);
    const [row] = await t.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'expense.recorded'));
    expect(row).toMatchObject({ projectId: ids.alpha, clientId: ids.orgA, clientVisible: false });
  });

  it('refuses a client (403) and zero amounts (400)', async () => {
    const before = (await t.database.db.select().from(projectExpenses)).length;
    const client = await callers.clientA!({ method: 'GET', url: `/api/projects/${ids.alpha}/expenses` });
    expect(client.statusCode).toBe(403);
    const zero = await callers.admin!({
      method: 'POST',
      url: `/api/projects/${ids.alpha}/expenses`,
      payload: { description: 'Nothing', amountCents: 0, incurredOn: '2026-11-20' },
    });
    expect(zero.statusCode).toBe(400);
    expect((await t.database.db.select().from(projectExpenses)).length).toBe(before);
  });
});

describe('PUT /api/projects/:id/rating', () => {
  const rate = (who: string, id: string, payload: object) =>
    callers[who]!({ method: 'PUT', url: `/api/projects/${id}/rating`, payload });

  it('lets a client of the organisation rate a completed project once, and edit it', async () => {
    const first = await rate('clientA', ids.done!, { rating: 4, comment: 'Good work' });
    expect(first.statusCode, first.body).toBe(200);
    const again = await rate('clientA', ids.done!, { rating: 5, comment: 'Even better' });
    expect(again.json()).toMatchObject({ rating: 5, comment: 'Even better' });
    await rate('clientA2', ids.done!, { rating: 2 });
    const rows = await t.database.db.select().from(projectRatings).where(eq(projectRatings.projectId, ids.done!));
    expect(rows).toHaveLength(2);
    const project = (await callers.clientA!({ method: 'GET', url: `/api/projects/${ids.done}` })).json();
    expect(project.ratings).toEqual({ average: 3.5, count: 2 });
    expect(project.myRating).toMatchObject({ rating: 5, comment: 'Even better' });
    expect(await auditCount('project.rated', ids.done!)).toBe(3);
  });

  it('refuses a project not completed (409), another organisation (404), staff (403) and 6 stars (400)', async () => {
    expect((await rate('clientA', ids.alpha!, { rating: 5 })).statusCode).toBe(409);
    expect((await rate('clientB', ids.done!, { rating: 1 })).statusCode).toBe(404);
    expect((await rate('admin', ids.done!, { rating: 1 })).statusCode).toBe(403);
    expect((await rate('clientA', ids.done!, { rating: 6 })).statusCode).toBe(400);
    const rows = await t.database.db.select().from(projectRatings).where(eq(projectRatings.projectId, ids.alpha!));
    expect(rows).toEqual([]);
  });
});
