import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createClient, createUser } from '../test/auth.ts';
import { createTestDatabase, testEngine } from '../test/database.ts';
import { activeAdminIds, activeClientUsers } from './recipients.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe(`recipients (${testEngine})`, () => {
  it("a client organisation's people: its active CLIENT members only", async () => {
    const db = database.db;
    const [org, other] = [await createClient(db, 'Recipients A'), await createClient(db, 'Recipients B')];
    const active = await createUser(db, { role: 'CLIENT', clientId: org.id });
    await createUser(db, { role: 'CLIENT', clientId: org.id, banned: true });
    await createUser(db, { role: 'AGENT', clientId: org.id });
    await createUser(db, { role: 'CLIENT', clientId: other.id });
    await createUser(db, { role: 'CLIENT' });
    expect(await activeClientUsers(db, org.id)).toEqual([
      { id: active.id, email: active.email, name: active.name, language: null },
    ]);
  });

  it('the active admins, never a deactivated one or another role', async () => {
    const db = database.db;
    const before = await activeAdminIds(db);
    const admin = await createUser(db, { role: 'ADMIN' });
    await createUser(db, { role: 'ADMIN', banned: true });
    await createUser(db, { role: 'AGENT' });
    expect((await activeAdminIds(db)).sort()).toEqual([...before, admin.id].sort());
  });
});
