import type { Role } from '@agency/shared/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectAgents, projects } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';

let t: TestApp;
const callers: Record<string, ReturnType<typeof as>> = {};

// Organisation A: three projects in progress (two assigned to `agent`), one in review, one completed.
// Organisation B: one project in progress, one on hold, assigned to nobody.
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const orgA = await createClient(db, 'Badge Harbor');
  const orgB = await createClient(db, 'Badge Pulse');
  const people: [string, Role, string?][] = [
    ['clientA', 'CLIENT', orgA.id],
    ['clientB', 'CLIENT', orgB.id],
    ['clientNoOrg', 'CLIENT'],
    ['agent', 'AGENT'],
    ['agentOther', 'AGENT'],
    ['admin', 'ADMIN'],
  ];
  const ids: Record<string, string> = {};
  for (const [name, role, clientId] of people) {
    const user = await createUser(db, { role, clientId });
    ids[name] = user.id;
    callers[name] = as(t.app, await signIn(t.app, user.email));
  }
  const rows = await db
    .insert(projects)
    .values([
      { name: 'A one', clientId: orgA.id, status: 'in-progress' },
      { name: 'A two', clientId: orgA.id, status: 'in-progress' },
      { name: 'A three', clientId: orgA.id, status: 'in-progress' },
      { name: 'A review', clientId: orgA.id, status: 'review' },
      { name: 'A done', clientId: orgA.id, status: 'completed' },
      { name: 'B one', clientId: orgB.id, status: 'in-progress' },
      { name: 'B paused', clientId: orgB.id, status: 'on-hold' },
    ])
    .returning({ id: projects.id, name: projects.name });
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  await db.insert(projectAgents).values([
    { projectId: byName.get('A one')!, agentId: ids.agent! },
    { projectId: byName.get('A two')!, agentId: ids.agent! },
    { projectId: byName.get('A review')!, agentId: ids.agent! },
  ]);
});
afterAll(() => t.close());

const badges = async (caller: string) => {
  const res = await callers[caller]!({ method: 'GET', url: '/api/shell/badges' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the sidebar badges', () => {
  it('counts every project in progress for an admin', async () => {
    expect(await badges('admin')).toMatchObject({ projects: 4 });
  });

  it("counts only their own organisation's projects in progress for a client", async () => {
    expect(await badges('clientA')).toMatchObject({ projects: 3 });
    expect(await badges('clientB')).toMatchObject({ projects: 1 });
  });

  it('counts nothing for a client user without an organisation', async () => {
    expect(await badges('clientNoOrg')).toMatchObject({ projects: 0 });
  });

  it('counts only the projects in progress assigned to an agent', async () => {
    expect(await badges('agent')).toMatchObject({ projects: 2 });
    expect(await badges('agentOther')).toMatchObject({ projects: 0 });
  });

  it('follows a status change without anything cached on the server', async () => {
    const db = t.database.db;
    const [project] = await db
      .insert(projects)
      .values({ name: 'B new', clientId: (await createClient(db, 'Badge Other')).id, status: 'planning' })
      .returning();
    expect(await badges('admin')).toMatchObject({ projects: 4 });
    await db.update(projects).set({ status: 'in-progress' }).where(eq(projects.id, project!.id));
    expect(await badges('admin')).toMatchObject({ projects: 5 });
    expect(await badges('clientA')).toMatchObject({ projects: 3 });
  });

  it('refuses anonymous callers in the one error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shell/badges' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBeTruthy();
  });
});
