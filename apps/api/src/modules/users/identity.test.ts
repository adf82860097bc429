import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createUser, signIn } from '../../test/auth.ts';

let t: TestApp;
let admin: ReturnType<typeof as>;
let agent: ReturnType<typeof as>;
let person: { id: string; email: string };
let other: { id: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = as(t.app, await signIn(t.app, (await createUser(db, { role: 'ADMIN' })).email));
  agent = as(t.app, await signIn(t.app, (await createUser(db, { role: 'AGENT' })).email));
  person = await createUser(db, { role: 'CLIENT' });
  other = await createUser(db, { role: 'CLIENT' });
});
afterAll(() => t.close());

const patch = (call: ReturnType<typeof as>, id: string, payload: unknown) =>
  call({ method: 'PATCH', url: `/api/users/${id}/identity`, payload: payload as Record<string, unknown> });

describe('an admin corrects a name and an e-mail address (issue #21)', () => {
  it('changes the name and address, audited, and the person signs in with the new address', async () => {
    const res = await patch(admin, person.id, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'Grace.Hopper@Example.com',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: person.id,
      name: 'Grace Hopper',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace.hopper@example.com',
    });
    const [audit] = await t.database.db
      .select({ details: auditLogs.details })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'user.identity_corrected'), eq(auditLogs.targetId, person.id)));
    expect(audit!.details).toEqual({
      fields: ['firstName', 'lastName', 'email'],
      from: person.email,
      to: 'grace.hopper@example.com',
    });
    const me = as(t.app, await signIn(t.app, 'grace.hopper@example.com'));
    expect((await me({ method: 'GET', url: '/api/me' })).json().name).toBe('Grace Hopper');
  });

  it('refuses an address another user has (409, any case) and bad input (400), changing nothing', async () => {
    const taken = await patch(admin, person.id, { email: other.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('A user with this e-mail address already exists');
    for (const payload of [{}, { email: 'not-an-address' }, { firstName: ' ' }, { lastName: 'x\u0000' }]) {
      expect((await patch(admin, person.id, payload)).statusCode).toBe(400);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person.id));
    expect(row!.email).toBe('grace.hopper@example.com');
  });

  it('answers 404 for an unknown user, 403 to a non-admin, 401 without a session', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await patch(admin, unknown, { firstName: 'X' })).statusCode).toBe(404);
    expect((await patch(agent, other.id, { firstName: 'X' })).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${other.id}/identity`,
      payload: { firstName: 'X' },
    });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.id));
    expect(row!.firstName).toBe('Test');
  });
});
