import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  certifications,
  notifications,
  performanceReviews,
  projectAgents,
  projectRatings,
  projects,
  tasks,
  users,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';

let t: TestApp;
type Call = ReturnType<typeof as>;
let admin: Call;
let agent: Call;
let clientA: Call;
let clientLone: Call;
const ids: Record<string, string> = {};

interface Member {
  id: string;
  name: string;
  department: string | null;
  productivity: number | null;
  rating: number | null;
  completedTasks: number | null;
  currentProjects: number;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const orgA = await createClient(db, 'Team Org A');
  const orgB = await createClient(db, 'Team Org B');
  const signedIn = async (key: string, role: 'ADMIN' | 'AGENT' | 'CLIENT', clientId?: string) => {
    const user = await createUser(db, { role, clientId });
    ids[key] = user.id;
    return as(t.app, await signIn(t.app, user.email));
  };
  admin = await signedIn('admin', 'ADMIN');
  agent = await signedIn('agent', 'AGENT');
  clientA = await signedIn('clientA', 'CLIENT', orgA.id);
  clientLone = await signedIn('clientLone', 'CLIENT');
  ids.agentB = (await createUser(db, { role: 'AGENT' })).id;
  ids.inactive = (await createUser(db, { role: 'AGENT', banned: true })).id;
  ids.clientB = (await createUser(db, { role: 'CLIENT', clientId: orgB.id })).id;
  await db
    .update(users)
    .set({ name: 'Ada Agent', department: 'Development', jobTitle: 'Senior Developer', phone: '+1 555 0100' })
    .where(eq(users.id, ids.agent!));
  await db
    .update(users)
    .set({ name: 'Bruno Builder', department: 'Design', jobTitle: 'Designer', phone: '+1 555 0199' })
    .where(eq(users.id, ids.agentB!));
  await db.update(users).set({ name: 'Cleo Chief', department: 'Management' }).where(eq(users.id, ids.admin!));
  const [projectA, projectB, doneA] = await db
    .insert(projects)
    .values([
      { name: 'Team project A', clientId: orgA.id, status: 'in-progress' },
      { name: 'Team project B', clientId: orgB.id, status: 'in-progress' },
      { name: 'Team project A done', clientId: orgA.id, status: 'completed' },
    ])
    .returning();
  ids.projectA = projectA!.id;
  ids.projectB = projectB!.id;
  await db.insert(projectAgents).values([
    { projectId: projectA!.id, agentId: ids.agent!, role: 'Lead Developer' },
    { projectId: doneA!.id, agentId: ids.agent! },
    { projectId: projectB!.id, agentId: ids.agentB! },
  ]);
  await db.insert(projectRatings).values({ projectId: doneA!.id, userId: ids.clientA!, rating: 4 });
  // Ada: 3 tasks due so far, 2 done on time, 1 done late; 1 overdue open; 1 future open (not counted).
  const completedAt = (date: string) => new Date(`${date}T12:00:00Z`);
  await db.insert(tasks).values([
    {
      title: 'On time 1',
      projectId: projectA!.id,
      assigneeId: ids.agent!,
      status: 'done',
      dueDate: day(-5),
      completedAt: completedAt(day(-6)),
    },
    {
      title: 'On time 2',
      projectId: projectA!.id,
      assigneeId: ids.agent!,
      status: 'done',
      dueDate: day(-3),
      completedAt: completedAt(day(-3)),
    },
    {
      title: 'Late',
      projectId: projectA!.id,
      assigneeId: ids.agent!,
      status: 'done',
      dueDate: day(-4),
      completedAt: completedAt(day(-2)),
    },
    { title: 'Overdue', projectId: projectA!.id, assigneeId: ids.agent!, status: 'todo', dueDate: day(-1) },
    { title: 'Future', projectId: projectA!.id, assigneeId: ids.agent!, status: 'todo', dueDate: day(10) },
    {
      title: 'Bruno on time',
      projectId: projectB!.id,
      assigneeId: ids.agentB!,
      status: 'done',
      dueDate: day(-2),
      completedAt: completedAt(day(-2)),
    },
  ]);
  await db.insert(performanceReviews).values([
    { userId: ids.agent!, authorId: ids.admin!, rating: 4, comment: 'Solid quarter', reviewedOn: day(-30) },
    { userId: ids.agent!, authorId: ids.admin!, rating: 5, comment: 'Secret praise', reviewedOn: day(-10) },
    { userId: ids.agentB!, authorId: ids.admin!, rating: 3, comment: 'Fine', reviewedOn: day(-20) },
  ]);
  const [cert] = await db
    .insert(certifications)
    .values({ userId: ids.agent!, name: 'AWS Solutions Architect', issuer: 'Amazon', issuedOn: '2025-03-01' })
    .returning();
  ids.cert = cert!.id;
});
afterAll(() => t.close());

async function list(call: Call, query = '') {
  const res = await call({ method: 'GET', url: `/api/team?limit=100${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Member[]; nextCursor: string | null };
}
const idsOf = (items: Member[]) => items.map((m) => m.id);

describe('GET /api/team: scope per role', () => {
  it('shows staff every active admin and agent, never clients or deactivated accounts', async () => {
    for (const call of [admin, agent]) {
      const seen = idsOf((await list(call)).items);
      expect(seen).toEqual(expect.arrayContaining([ids.admin, ids.agent, ids.agentB]));
      expect(seen).not.toContain(ids.inactive);
      expect(seen).not.toContain(ids.clientA);
      expect(seen).not.toContain(ids.clientB);
    }
  });

  it('shows a client only the agency people on their own projects, without performance figures', async () => {
    const { items } = await list(clientA);
    expect(idsOf(items)).toEqual([ids.agent]);
    expect(items[0]).toMatchObject({ productivity: null, rating: null, completedTasks: null, currentProjects: 1 });
    expect(JSON.stringify(items)).not.toContain('+1 555 01'); // the phone numbers (a uuid may hold '555')
    // Asking for other people by filter or search finds nobody more.
    expect((await list(clientA, '&q=Bruno')).items).toEqual([]);
    expect((await list(clientLone)).items).toEqual([]);
  });

  it('hides the member count and the performance figures from a client, and computes them for staff', async () => {
    const forClient = (await clientA({ method: 'GET', url: '/api/team/summary' })).json();
    expect(forClient).toEqual({
      members: null,
      activeNow: 0,
      averageProductivity: null,
      teamRating: null,
      departments: [],
    });
    const forAdmin = (await admin({ method: 'GET', url: '/api/team/summary' })).json();
    expect(forAdmin.members).toBe(3);
    // Ada 2/4 = 50 %, Bruno 1/1 = 100 %: average 75 %. Ratings: Ada 4.5, Bruno 3.0: 3.8 (one decimal).
    expect(forAdmin.averageProductivity).toBe(75);
    expect(forAdmin.teamRating).toBe(3.8);
    expect(forAdmin.departments).toEqual(
      expect.arrayContaining([
        { department: 'Development', members: 1 },
        { department: 'Design', members: 1 },
      ]),
    );
  });
});

describe('GET /api/team: figures, filters, sorts and paging', () => {
  it('computes productivity from tasks done by their due date over tasks due so far', async () => {
    const ada = (await list(admin)).items.find((m) => m.id === ids.agent)!;
    expect(ada).toMatchObject({ productivity: 50, rating: 4.5, completedTasks: 3, currentProjects: 1 });
  });

  it('filters by department and searches name, title and department', async () => {
    expect(idsOf((await list(admin, '&department=Design')).items)).toEqual([ids.agentB]);
    expect(idsOf((await list(admin, '&q=senior')).items)).toEqual([ids.agent]);
    expect(idsOf((await list(admin, '&q=%25')).items)).toEqual([]);
  });

  it('filters by presence: nobody is connected in a test, so everyone is offline', async () => {
    expect((await list(admin, '&status=online')).items).toEqual([]);
    expect((await list(admin, '&status=offline')).items.length).toBe(3);
  });

  it('sorts by name, role, department, productivity and rating', async () => {
    const names = async (sort: string) => (await list(admin, `&sort=${sort}`)).items.map((m) => m.name);
    expect(await names('name')).toEqual(['Ada Agent', 'Bruno Builder', 'Cleo Chief']);
    // Without a job title last.
    expect(await names('role')).toEqual(['Bruno Builder', 'Ada Agent', 'Cleo Chief']);
    expect(await names('department')).toEqual(['Bruno Builder', 'Ada Agent', 'Cleo Chief']);
    // Best first, without a figure last.
    expect(await names('productivity')).toEqual(['Bruno Builder', 'Ada Agent', 'Cleo Chief']);
    expect(await names('rating')).toEqual(['Ada Agent', 'Bruno Builder', 'Cleo Chief']);
  });

  it('pages by cursor in every sort without repeating or losing anyone', async () => {
    for (const sort of ['name', 'role', 'department', 'productivity', 'rating']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await admin({
          method: 'GET',
          url: `/api/team?sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        });
        const page = res.json();
        seen.push(...page.items.map((m: Member) => m.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen, sort).toEqual(idsOf((await list(admin, `&sort=${sort}`)).items));
    }
  });

  it('answers 400, not 500, to hostile queries', async () => {
    const first = (await admin({ method: 'GET', url: '/api/team?sort=name&limit=1' })).json();
    for (const query of [
      'sort=salary',
      'department=Accounting',
      'status=invisible',
      'limit=99999999999999999999',
      'q=%00',
      'cursor=nope!',
      `sort=rating&cursor=${first.nextCursor}`,
      `cursor=${Buffer.from('["name","x","y","not-a-uuid"]').toString('base64url')}`,
    ]) {
      const res = await admin({ method: 'GET', url: `/api/team?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET /api/team/:id: the employee profile', () => {
  it('shows an admin everything: private contact data, reviews, figures, projects and certifications', async () => {
    const res = await admin({ method: 'GET', url: `/api/team/${ids.agent}` });
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json();
    expect(profile.member.phone).toBe('+1 555 0100');
    expect(profile.performance).toEqual({
      rating: 4.5,
      reviewCount: 2,
      projectsCompleted: 1,
      clientSatisfaction: 80,
      // 2 of the 3 tasks done with a due date were done by it.
      onTimeDelivery: 67,
      productivity: 50,
    });
    expect(profile.reviews.map((r: { comment: string }) => r.comment)).toEqual(['Secret praise', 'Solid quarter']);
    expect(profile.certifications).toEqual([expect.objectContaining({ name: 'AWS Solutions Architect' })]);
    expect(profile.projects.map((p: { name: string }) => p.name).sort()).toEqual([
      'Team project A',
      'Team project A done',
    ]);
    expect(profile.permissions).toEqual({ edit: true, editAdminFields: true, review: true });
  });

  it('shows an agent a colleague’s public fields only: no phone, no reviews, only projects in their scope', async () => {
    const profile = (await agent({ method: 'GET', url: `/api/team/${ids.agentB}` })).json();
    expect(profile.member.phone).toBeNull();
    expect(profile.reviews).toBeNull();
    expect(JSON.stringify(profile)).not.toContain('+1 555 01');
    expect(JSON.stringify(profile)).not.toContain('Fine');
    expect(profile.projects).toEqual([]);
    expect(profile.permissions).toEqual({ edit: false, editAdminFields: false, review: false });
    const own = (await agent({ method: 'GET', url: `/api/team/${ids.agent}` })).json();
    expect(own.member.phone).toBe('+1 555 0100');
    expect(own.reviews).toHaveLength(2);
    expect(own.permissions).toEqual({ edit: true, editAdminFields: false, review: false });
  });

  it('refuses clients, and answers 404 for a client user or an unknown id', async () => {
    expect((await clientA({ method: 'GET', url: `/api/team/${ids.agent}` })).statusCode).toBe(403);
    expect((await admin({ method: 'GET', url: `/api/team/${ids.clientA}` })).statusCode).toBe(404);
    expect((await agent({ method: 'GET', url: `/api/team/${ids.inactive}` })).statusCode).toBe(404);
    expect((await admin({ method: 'GET', url: `/api/team/${ids.inactive}` })).statusCode).toBe(200);
    expect((await admin({ method: 'GET', url: '/api/team/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
    expect((await admin({ method: 'GET', url: '/api/team/not-an-id' })).statusCode).toBe(400);
  });
});

describe('PATCH /api/team/:id: Edit Profile', () => {
  it('lets the person edit their own public fields, and the name follows', async () => {
    const res = await agent({
      method: 'PATCH',
      url: `/api/team/${ids.agent}`,
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        bio: 'Builds things.',
        skills: [{ name: 'React', level: 90 }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().member).toMatchObject({ name: 'Ada Lovelace', bio: 'Builds things.' });
    const [audit] = await t.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'team.profile-updated'));
    expect(audit?.targetId).toBe(ids.agent);
  });

  it('refuses the person the admin fields, another person’s profile, and a client everything', async () => {
    const own = await agent({ method: 'PATCH', url: `/api/team/${ids.agent}`, payload: { department: 'Sales' } });
    expect(own.statusCode).toBe(403);
    const other = await agent({ method: 'PATCH', url: `/api/team/${ids.agentB}`, payload: { bio: 'Hacked' } });
    expect(other.statusCode).toBe(403);
    const client = await clientA({ method: 'PATCH', url: `/api/team/${ids.agent}`, payload: { bio: 'Hacked' } });
    expect(client.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, ids.agentB!));
    expect(row?.bio).toBeNull();
    expect((await t.database.db.select().from(users).where(eq(users.id, ids.agent!)))[0]?.department).toBe(
      'Development',
    );
  });

  it('lets an admin set the job title, department and manager, and refuses a bad manager', async () => {
    const res = await admin({
      method: 'PATCH',
      url: `/api/team/${ids.agentB}`,
      payload: { jobTitle: 'Lead Designer', department: 'Design', managerId: ids.admin, joinedAt: '2024-02-01' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().member).toMatchObject({ jobTitle: 'Lead Designer', manager: { id: ids.admin } });
    for (const managerId of [ids.agentB, ids.clientA, ids.inactive]) {
      const bad = await admin({ method: 'PATCH', url: `/api/team/${ids.agentB}`, payload: { managerId } });
      expect(bad.statusCode, managerId).toBe(400);
    }
  });

  it('answers 400 to an empty patch, hostile text and out-of-range skills, changing nothing', async () => {
    for (const payload of [
      {},
      { typo: 1 },
      { bio: 'a\u0000b' },
      { bio: '\ud800' },
      { firstName: '' },
      { skills: [{ name: 'X', level: 1e300 }] },
      { skills: [{ name: 'X', level: 101 }] },
      { joinedAt: '2024-02-30' },
    ]) {
      const res = await admin({ method: 'PATCH', url: `/api/team/${ids.agentB}`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('POST /api/team/:id/reviews', () => {
  it('lets an admin write a review; the person is notified and sees it, a colleague does not', async () => {
    const res = await admin({
      method: 'POST',
      url: `/api/team/${ids.agentB}/reviews`,
      payload: { rating: 5, comment: 'Outstanding redesign' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ rating: 5, comment: 'Outstanding redesign', authorName: 'Cleo Chief' });
    const [note] = await t.database.db.select().from(notifications).where(eq(notifications.userId, ids.agentB!));
    expect(note?.title).toBe('New performance review');
    expect(note?.actionUrl).toBe(`/employee/${ids.agentB}?tab=performance`);
    const colleague = await agent({ method: 'GET', url: `/api/team/${ids.agentB}` });
    expect(colleague.body).not.toContain('Outstanding redesign');
    // The rating now averages 3 and 5.
    expect(colleague.json().performance.rating).toBe(4);
  });

  it('refuses agents, clients, a self-review and bad ratings', async () => {
    const body = { rating: 4, comment: 'x' };
    expect((await agent({ method: 'POST', url: `/api/team/${ids.agentB}/reviews`, payload: body })).statusCode).toBe(
      403,
    );
    expect((await clientA({ method: 'POST', url: `/api/team/${ids.agent}/reviews`, payload: body })).statusCode).toBe(
      403,
    );
    expect((await admin({ method: 'POST', url: `/api/team/${ids.admin}/reviews`, payload: body })).statusCode).toBe(
      403,
    );
    expect((await admin({ method: 'POST', url: `/api/team/${ids.clientA}/reviews`, payload: body })).statusCode).toBe(
      404,
    );
    for (const payload of [
      { rating: 0, comment: 'x' },
      { rating: 6, comment: 'x' },
      { rating: 4.5, comment: 'x' },
      { rating: 1e300, comment: 'x' },
      { rating: '5', comment: 'x' },
      { rating: 5, comment: '   ' },
    ]) {
      const res = await admin({ method: 'POST', url: `/api/team/${ids.agent}/reviews`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const rows = await t.database.db.select().from(performanceReviews).where(eq(performanceReviews.userId, ids.agent!));
    expect(rows).toHaveLength(2);
  });
});

describe('certifications', () => {
  it('lets the person add and remove their own; another’s is refused or not found', async () => {
    const added = await agent({
      method: 'POST',
      url: `/api/team/${ids.agent}/certifications`,
      payload: { name: 'Scrum Master', issuer: 'Scrum Alliance', issuedOn: '2025-06-01' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const other = await agent({
      method: 'POST',
      url: `/api/team/${ids.agentB}/certifications`,
      payload: { name: 'Fake', issuer: 'Me', issuedOn: '2025-06-01' },
    });
    expect(other.statusCode).toBe(403);
    // Ada's certificate through Bruno's profile: not found.
    const crossed = await admin({ method: 'DELETE', url: `/api/team/${ids.agentB}/certifications/${ids.cert}` });
    expect(crossed.statusCode).toBe(404);
    const removed = await agent({ method: 'DELETE', url: `/api/team/${ids.agent}/certifications/${added.json().id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    const left = await t.database.db.select().from(certifications).where(eq(certifications.userId, ids.agent!));
    expect(left.map((c) => c.name)).toEqual(['AWS Solutions Architect']);
  });
});
