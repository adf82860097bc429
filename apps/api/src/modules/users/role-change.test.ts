import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectAgents, projects, tasks } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';

// Found by the fuzzer (issue #22 point 3): an agent made a CLIENT of organisation B stayed on the team of
// organisation A's project, so A's client saw a member of B there (name, e-mail, id), and A's task stayed theirs.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('PATCH /api/users/:id making an agent a client', () => {
  it('takes the person off every project team and task of the agency', async () => {
    const db = t.database.db;
    const orgA = await createClient(db, 'Role Org A');
    const orgB = await createClient(db, 'Role Org B');
    const admin = as(t.app, await signIn(t.app, (await createUser(db, { role: 'ADMIN' })).email));
    const clientA = as(t.app, await signIn(t.app, (await createUser(db, { role: 'CLIENT', clientId: orgA.id })).email));
    const agent = await createUser(db, { role: 'AGENT' });
    const [project] = await db.insert(projects).values({ name: 'Role storefront', clientId: orgA.id }).returning();
    await db.insert(projectAgents).values({ projectId: project!.id, agentId: agent.id });
    const [task] = await db
      .insert(tasks)
      .values({ projectId: project!.id, title: 'Role task', assigneeId: agent.id })
      .returning();
    expect((await clientA({ method: 'GET', url: `/api/projects/${project!.id}` })).body).toContain(agent.id);

    const res = await admin({
      method: 'PATCH',
      url: `/api/users/${agent.id}`,
      payload: { role: 'CLIENT', clientId: orgB.id },
    });

    expect(res.statusCode, res.body).toBe(200);
    expect(await db.select().from(projectAgents).where(eq(projectAgents.agentId, agent.id))).toEqual([]);
    const [after] = await db.select({ assigneeId: tasks.assigneeId }).from(tasks).where(eq(tasks.id, task!.id));
    expect(after!.assigneeId).toBeNull();
    const seen = await clientA({ method: 'GET', url: `/api/projects/${project!.id}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.body).not.toContain(agent.id);
    expect(seen.body).not.toContain(agent.email);
  });
});
