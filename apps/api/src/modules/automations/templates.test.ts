import { AUTOMATION_MESSAGES, scheduleSteps } from '@agency/shared/automations-values';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  processTemplates,
  projectAgents,
  projects,
  tasks,
  templateApplications,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';

// Process templates (D21, issue #21 point 6): built-in and admin-defined, checked, and applied as real tasks whose
// due dates follow the durations and dependencies in calendar days.

let t: TestApp;
let admin: ReturnType<typeof as>;
let agent: ReturnType<typeof as>;
let client: ReturnType<typeof as>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const orgA = await createClient(db, 'Harbor Retail');
  const orgB = await createClient(db, 'Pulse Health');
  const adminUser = await createUser(db, { role: 'ADMIN' });
  const agentUser = await createUser(db, { role: 'AGENT' });
  const clientUser = await createUser(db, { role: 'CLIENT', clientId: orgA.id });
  admin = as(t.app, await signIn(t.app, adminUser.email));
  agent = as(t.app, await signIn(t.app, agentUser.email));
  client = as(t.app, await signIn(t.app, clientUser.email));
  const [projectA, projectB] = await db
    .insert(projects)
    .values([
      { name: 'Harbor storefront', clientId: orgA.id },
      { name: 'Pulse app', clientId: orgB.id },
    ])
    .returning();
  ids.projectA = projectA!.id;
  ids.projectB = projectB!.id;
  await db.insert(projectAgents).values({ projectId: projectA!.id, agentId: agentUser.id });
});
afterAll(() => t.close());

const create = (payload: unknown) => admin({ method: 'POST', url: '/api/templates', payload: payload as object });
const apply = (call: typeof admin, id: string, projectId: string, startDate = '2027-03-01') =>
  call({ method: 'POST', url: `/api/templates/${id}/apply`, payload: { projectId, startDate } });

describe('the template catalogue', () => {
  it('lists the built-in Web design and Sales lead templates to staff, and refuses a client', async () => {
    const res = await agent({ method: 'GET', url: '/api/templates' });
    expect(res.statusCode).toBe(200);
    const [web, sales] = res.json().items;
    expect(web).toMatchObject({ id: 'web-design', builtIn: true, name: 'Web design process', category: 'project' });
    expect(web.steps).toHaveLength(7);
    expect(sales).toMatchObject({ id: 'sales-lead', category: 'sales' });
    expect((await client({ method: 'GET', url: '/api/templates' })).statusCode).toBe(403);
  });

  it('refuses a cycle, a forward dependency, a bad duration and too many steps with 400 in its words', async () => {
    const steps = (list: { dependsOn?: number[]; durationDays?: number }[]) =>
      list.map((step, index) => ({ title: `Step ${index + 1}`, durationDays: 2, ...step }));
    const refused = async (payload: unknown, message: string) => {
      const res = await create(payload);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().error)).toContain(message);
    };
    const base = { name: 'Broken', category: 'project' };
    await refused({ ...base, steps: steps([{ dependsOn: [1] }, { dependsOn: [0] }]) }, AUTOMATION_MESSAGES.cycle);
    await refused({ ...base, steps: steps([{ dependsOn: [0] }]) }, AUTOMATION_MESSAGES.cycle);
    await refused({ ...base, steps: steps([{ dependsOn: [1] }, {}]) }, AUTOMATION_MESSAGES.forwardDependency);
    await refused({ ...base, steps: steps([{}, { dependsOn: [7] }]) }, AUTOMATION_MESSAGES.forwardDependency);
    await refused({ ...base, steps: steps([{ durationDays: 0 }]) }, AUTOMATION_MESSAGES.durationRange);
    await refused({ ...base, steps: steps([{ durationDays: 366 }]) }, AUTOMATION_MESSAGES.durationRange);
    await refused({ ...base, steps: steps([{ durationDays: 1e300 }]) }, AUTOMATION_MESSAGES.durationRange);
    await refused({ ...base, steps: steps(Array.from({ length: 51 }, () => ({}))) }, AUTOMATION_MESSAGES.tooManySteps);
    await refused({ ...base, steps: [] }, AUTOMATION_MESSAGES.stepsRequired);
    await refused({ ...base, name: '  ', steps: steps([{}]) }, AUTOMATION_MESSAGES.nameRequired);
    const hostile = await create({ ...base, steps: steps([{ dependsOn: [2 ** 53] }]) });
    expect(hostile.statusCode).toBe(400);
  });

  it('refuses an agent defining a template with 403', async () => {
    const res = await agent({
      method: 'POST',
      url: '/api/templates',
      payload: { name: 'Mine', category: 'sales', steps: [{ title: 'One', durationDays: 1 }] },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('Use Template', () => {
  it("creates the tasks with exact due dates from the durations and dependencies, audited, in the project's list", async () => {
    const made = await create({
      name: 'Launch kit',
      category: 'project',
      description: 'Parallel tracks that join.',
      steps: [
        { title: 'Brief', durationDays: 2 },
        { title: 'Copy', durationDays: 5, dependsOn: [0] },
        { title: 'Design', durationDays: 3, dependsOn: [0] },
        { title: 'Build', durationDays: 4, dependsOn: [1, 2] },
        { title: 'Photos', durationDays: 1 },
      ],
    });
    expect(made.statusCode).toBe(201);
    const template = made.json();
    expect(
      (await agent({ method: 'GET', url: '/api/templates' })).json().items.map((i: { id: string }) => i.id),
    ).toContain(template.id);

    const res = await apply(agent, template.id, ids.projectA!, '2027-03-01');
    expect(res.statusCode).toBe(201);
    // Brief 1 → 3; Copy 3 → 8 and Design 3 → 6 in parallel; Build waits for both: 8 → 12; Photos 1 → 2.
    expect(res.json().tasks.map((task: { title: string; dueDate: string }) => [task.title, task.dueDate])).toEqual([
      ['Brief', '2027-03-03'],
      ['Copy', '2027-03-08'],
      ['Design', '2027-03-06'],
      ['Build', '2027-03-12'],
      ['Photos', '2027-03-02'],
    ]);
    const stored = await t.database.db
      .select()
      .from(tasks)
      .where(eq(tasks.templateApplicationId, res.json().applicationId))
      .orderBy(asc(tasks.position));
    expect(stored.map((task) => [task.title, task.dueDate, task.projectId, task.status])).toEqual([
      ['Brief', '2027-03-03', ids.projectA, 'todo'],
      ['Copy', '2027-03-08', ids.projectA, 'todo'],
      ['Design', '2027-03-06', ids.projectA, 'todo'],
      ['Build', '2027-03-12', ids.projectA, 'todo'],
      ['Photos', '2027-03-02', ids.projectA, 'todo'],
    ]);
    const [application] = await t.database.db
      .select()
      .from(templateApplications)
      .where(eq(templateApplications.id, res.json().applicationId));
    expect(application?.templateKey).toBe(template.id);
    const audits = await t.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'template.applied'));
    expect(audits).toHaveLength(1);
    const listed = await agent({ method: 'GET', url: `/api/tasks?projectId=${ids.projectA}&limit=100` });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.map((task: { title: string }) => task.title)).toEqual(
      expect.arrayContaining(['Brief', 'Copy', 'Design', 'Build', 'Photos']),
    );
  });

  it('applies a built-in template back to back: Web design runs 55 days from its start', async () => {
    const res = await apply(admin, 'web-design', ids.projectB!, '2027-01-01');
    expect(res.statusCode).toBe(201);
    const due = res.json().tasks.map((task: { dueDate: string }) => task.dueDate);
    expect(due).toEqual([
      '2027-01-06',
      '2027-01-13',
      '2027-01-23',
      '2027-01-28',
      '2027-02-18',
      '2027-02-23',
      '2027-02-25',
    ]);
  });

  it("refuses another organisation's project to an agent (404), an unknown template (404), a client (403)", async () => {
    expect((await apply(agent, 'web-design', ids.projectB!)).statusCode).toBe(404);
    const unknown = await apply(admin, '00000000-0000-4000-8000-000000000000', ids.projectA!);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(AUTOMATION_MESSAGES.templateNotFound);
    expect((await apply(admin, 'no such template', ids.projectA!)).statusCode).toBe(404);
    expect((await apply(client, 'web-design', ids.projectA!)).statusCode).toBe(403);
    const badDate = await apply(admin, 'web-design', ids.projectA!, '2027-02-30');
    expect(badDate.statusCode).toBe(400);
    // Nothing half-made: the refused calls left no application behind.
    const rows = await t.database.db.select().from(templateApplications);
    expect(rows).toHaveLength(2);
  });
});

describe('editing and deleting a template', () => {
  const edit = (call: typeof admin, id: string, payload: unknown) =>
    call({ method: 'PUT', url: `/api/templates/${id}`, payload: payload as object });
  const remove = (call: typeof admin, id: string) => call({ method: 'DELETE', url: `/api/templates/${id}` });
  const stored = async (id: string) =>
    (await t.database.db.select().from(processTemplates).where(eq(processTemplates.id, id)))[0];
  const define = async () => {
    const res = await create({
      name: 'Audit kit',
      category: 'sales',
      steps: [
        { title: 'Collect', durationDays: 2 },
        { title: 'Review', durationDays: 3, dependsOn: [0] },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };

  it("replaces an admin's template's name, steps, durations and dependencies; Use Template follows the new steps", async () => {
    const { id } = await define();
    const res = await edit(admin, id, {
      name: 'Audit kit v2',
      category: 'project',
      description: 'Now in three steps.',
      steps: [
        { title: 'Collect', durationDays: 4 },
        { title: 'Interview', durationDays: 1 },
        { title: 'Report', durationDays: 2, dependsOn: [1, 0, 0] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, builtIn: false, name: 'Audit kit v2', category: 'project' });
    expect(res.json().steps[2]).toEqual({ title: 'Report', durationDays: 2, dependsOn: [0, 1] });
    const listed = (await agent({ method: 'GET', url: '/api/templates' })).json().items;
    expect(listed.find((item: { id: string }) => item.id === id)).toEqual(res.json());
    const audit = await t.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'template.updated'));
    expect(audit.map((row) => row.targetId)).toEqual([id]);
    const applied = await apply(admin, id, ids.projectA!, '2027-05-01');
    expect(applied.json().tasks.map((task: { dueDate: string }) => task.dueDate)).toEqual([
      '2027-05-05',
      '2027-05-02',
      '2027-05-07',
    ]);
  });

  it('checks an edit as it checks a new template (400 in its words) and then changes nothing', async () => {
    const { id } = await define();
    const before = await stored(id);
    const refused = async (payload: object, message: string) => {
      const res = await edit(admin, id, { name: 'Broken', category: 'sales', ...payload });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().error)).toContain(message);
    };
    const two = (a: number[], b: number[]) => [
      { title: 'A', durationDays: 1, dependsOn: a },
      { title: 'B', durationDays: 1, dependsOn: b },
    ];
    await refused({ steps: two([1], [0]) }, AUTOMATION_MESSAGES.cycle);
    await refused({ steps: two([], [1]) }, AUTOMATION_MESSAGES.cycle);
    await refused({ steps: two([1], []) }, AUTOMATION_MESSAGES.forwardDependency);
    await refused({ steps: [{ title: 'A', durationDays: 0 }] }, AUTOMATION_MESSAGES.durationRange);
    await refused({ steps: [] }, AUTOMATION_MESSAGES.stepsRequired);
    await refused({ name: ' ', steps: two([], []) }, AUTOMATION_MESSAGES.nameRequired);
    expect(await stored(id)).toEqual(before);
  });

  it('deletes an admin template, keeping the tasks it made; the next Use Template is 404', async () => {
    const { id } = await define();
    const applied = await apply(admin, id, ids.projectA!);
    expect(applied.statusCode).toBe(201);
    const res = await remove(admin, id);
    expect(res.statusCode, res.body).toBe(204);
    expect(await stored(id)).toBeUndefined();
    const listed = (await admin({ method: 'GET', url: '/api/templates' })).json().items;
    expect(listed.map((item: { id: string }) => item.id)).not.toContain(id);
    const kept = await t.database.db
      .select()
      .from(tasks)
      .where(eq(tasks.templateApplicationId, applied.json().applicationId));
    expect(kept).toHaveLength(2);
    expect((await apply(admin, id, ids.projectA!)).statusCode).toBe(404);
    const again = await remove(admin, id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(AUTOMATION_MESSAGES.templateNotFound);
    const audit = await t.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'template.deleted'));
    expect(audit.map((row) => [row.targetId, row.targetLabel])).toEqual([[id, 'Audit kit']]);
  });

  it('refuses to edit or delete a built-in template (409 in its words), an agent (403) and an unknown id (404)', async () => {
    const body = { name: 'Mine now', category: 'project', steps: [{ title: 'One', durationDays: 1 }] };
    for (const res of [await edit(admin, 'web-design', body), await remove(admin, 'sales-lead')]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(AUTOMATION_MESSAGES.builtInReadOnly);
    }
    const builtIn = (await admin({ method: 'GET', url: '/api/templates' })).json().items[0];
    expect(builtIn).toMatchObject({ id: 'web-design', name: 'Web design process' });
    const { id } = await define();
    expect((await edit(agent, id, body)).statusCode).toBe(403);
    expect((await remove(agent, id)).statusCode).toBe(403);
    expect((await remove(client, id)).statusCode).toBe(403);
    expect((await stored(id))?.name).toBe('Audit kit');
    for (const unknown of ['00000000-0000-4000-8000-000000000000', ids.projectB!, 'no such template']) {
      expect((await edit(admin, unknown, body)).statusCode).toBe(404);
      expect((await remove(admin, unknown)).statusCode).toBe(404);
    }
  });
});

describe('scheduleSteps', () => {
  it('starts a step the day its latest dependency ends, in calendar days', () => {
    const steps = [
      { title: 'A', durationDays: 1, dependsOn: [] },
      { title: 'B', durationDays: 30, dependsOn: [0] },
    ];
    expect(scheduleSteps(steps, '2027-02-27')).toEqual([
      { start: '2027-02-27', due: '2027-02-28' },
      { start: '2027-02-28', due: '2027-03-30' },
    ]);
  });
});
