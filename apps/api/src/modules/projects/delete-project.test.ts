import { TIME_MESSAGES } from '@agency/shared/time-values';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, projects, timeEntries, timesheets } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';

// Found by the fuzzer (issue #22 point 3): deleting a project with logged time answered 500, because the time
// entries' key restricts the delete. Logged time is payroll's and billing's record, so the project is kept, in words.

let t: TestApp;
let admin: ReturnType<typeof as>;
let agentId: string;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  const adminUser = await createUser(t.database.db, { role: 'ADMIN' });
  admin = as(t.app, await signIn(t.app, adminUser.email));
  agentId = (await createUser(t.database.db, { role: 'AGENT' })).id;
  clientId = (await createClient(t.database.db, 'Logged Time Org')).id;
});
afterAll(() => t.close());

async function project(name: string) {
  const [row] = await t.database.db.insert(projects).values({ name, clientId, status: 'in-progress' }).returning();
  return row!.id;
}

describe('DELETE /api/projects/:id', () => {
  it('refuses a project with logged time with 409 and the reason, and keeps it and its time', async () => {
    const id = await project('Timed build');
    const db = t.database.db;
    const [sheet] = await db.insert(timesheets).values({ userId: agentId, weekStart: '2026-11-16' }).returning();
    await db
      .insert(timeEntries)
      .values({ userId: agentId, timesheetId: sheet!.id, projectId: id, workDate: '2026-11-17', minutes: 90 });

    const res = await admin({ method: 'DELETE', url: `/api/projects/${id}` });

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'CONFLICT', message: TIME_MESSAGES.projectHasTime } });
    expect(await db.select().from(projects).where(eq(projects.id, id))).toHaveLength(1);
    expect(await db.select().from(timeEntries).where(eq(timeEntries.projectId, id))).toHaveLength(1);
    expect(await db.select().from(auditLogs).where(eq(auditLogs.targetId, id))).toEqual([]);
  });

  it('still deletes a project without logged time', async () => {
    const id = await project('Untimed brochure');
    expect((await admin({ method: 'DELETE', url: `/api/projects/${id}` })).statusCode).toBe(204);
    expect(await t.database.db.select().from(projects).where(eq(projects.id, id))).toEqual([]);
  });
});
