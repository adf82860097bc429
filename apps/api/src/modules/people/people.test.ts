import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectAgents, projects, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';

let t: TestApp;
type Call = ReturnType<typeof as>;
let admin: Call;
let agent: Call;
let client: Call;
const ids: Record<string, string> = {};

interface Person {
  id: string;
  name: string;
  email: string;
  role: string;
  department: string | null;
  organisation: string | null;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const orgA = await createClient(db, 'Picker Org A');
  const orgB = await createClient(db, 'Picker Org B');
  const signedIn = async (key: string, role: 'ADMIN' | 'AGENT' | 'CLIENT', clientId?: string) => {
    const user = await createUser(db, { role, clientId });
    ids[key] = user.id;
    return as(t.app, await signIn(t.app, user.email));
  };
  admin = await signedIn('admin', 'ADMIN');
  agent = await signedIn('agent', 'AGENT');
  client = await signedIn('client', 'CLIENT', orgA.id);
  ids.clientA2 = (await createUser(db, { role: 'CLIENT', clientId: orgA.id })).id;
  ids.clientB = (await createUser(db, { role: 'CLIENT', clientId: orgB.id })).id;
  ids.inactive = (await createUser(db, { role: 'AGENT', banned: true })).id;
  const [project] = await db.insert(projects).values({ name: 'Picker project', clientId: orgA.id }).returning();
  await db.insert(projectAgents).values({ projectId: project!.id, agentId: ids.agent! });
  // Searchable staff, written in one statement.
  const rows = await db
    .insert(users)
    .values([
      { name: 'Zelda Quarry', email: 'zelda.quarry@picker.example', role: 'AGENT', department: 'Design' },
      { name: 'Yann Quarry', email: 'yann@picker.example', role: 'AGENT', department: 'Marketing' },
      { name: 'Xavier Stone', email: 'x.quarry@picker.example', role: 'ADMIN', department: 'Sales' },
    ])
    .returning({ id: users.id, name: users.name });
  for (const row of rows) ids[row.name] = row.id;
});
afterAll(() => t.close());

async function people(call: Call, query: string) {
  const res = await call({ method: 'GET', url: `/api/people?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Person[]; nextCursor: string | null; roles: string[] };
}

async function everyone(call: Call, query: string) {
  const seen: Person[] = [];
  let cursor: string | null = null;
  do {
    const page = await people(call, `${query}&limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    seen.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}
const idsOf = (list: Person[]) => list.map((p) => p.id);

describe('GET /api/people: the picker roles of 001 §6', () => {
  it('offers a client user admins and agents only, for share, invite and group chat', async () => {
    for (const mode of ['share', 'invite', 'group_chat']) {
      const list = await everyone(client, `mode=${mode}`);
      expect(new Set(list.map((p) => p.role))).toEqual(new Set(['ADMIN', 'AGENT']));
      expect(idsOf(list)).not.toContain(ids.clientA2);
      expect((await people(client, `mode=${mode}`)).roles).toEqual(['ADMIN', 'AGENT']);
    }
    // Asking for clients anyway finds nobody.
    expect((await people(client, 'mode=share&role=CLIENT')).items).toEqual([]);
  });

  it('offers staff admins, agents and clients for share, leaving the caller out', async () => {
    const list = await everyone(admin, 'mode=share');
    expect(new Set(list.map((p) => p.role))).toEqual(new Set(['ADMIN', 'AGENT', 'CLIENT']));
    expect(idsOf(list)).toEqual(expect.arrayContaining([ids.client, ids.clientA2, ids.clientB, ids.agent]));
    expect(idsOf(list)).not.toContain(ids.admin);
    expect(list.find((p) => p.id === ids.clientB)?.organisation).toBe('Picker Org B');
  });

  it('offers an agent only the clients of organisations whose projects they work on', async () => {
    const list = await everyone(agent, 'mode=invite&role=CLIENT');
    expect(idsOf(list).sort()).toEqual([ids.client, ids.clientA2].sort());
  });

  it('offers admins and agents to an admin for assign, and agents only to everyone else', async () => {
    const forAdmin = await everyone(admin, 'mode=assign');
    expect(new Set(forAdmin.map((p) => p.role))).toEqual(new Set(['ADMIN', 'AGENT']));
    expect(idsOf(forAdmin)).toContain(ids.admin);
    for (const call of [agent, client]) {
      const list = await everyone(call, 'mode=assign');
      expect(new Set(list.map((p) => p.role))).toEqual(new Set(['AGENT']));
      expect((await people(call, 'mode=assign')).roles).toEqual(['AGENT']);
    }
  });

  it('never offers a deactivated account', async () => {
    expect(idsOf(await everyone(admin, 'mode=assign'))).not.toContain(ids.inactive);
  });
});

describe('GET /api/people: search, role filter and paging', () => {
  it('searches name, e-mail and department, case-insensitively', async () => {
    const byName = await people(admin, 'mode=share&q=quarry');
    // Two names and one e-mail contain "quarry".
    expect(byName.items.map((p) => p.name).sort()).toEqual(['Xavier Stone', 'Yann Quarry', 'Zelda Quarry']);
    const byDepartment = await people(admin, 'mode=share&q=marketing');
    expect(byDepartment.items.map((p) => p.name)).toEqual(['Yann Quarry']);
    const literal = await people(admin, 'mode=share&q=%25');
    expect(literal.items).toEqual([]);
  });

  it('narrows to one role', async () => {
    const list = await people(admin, 'mode=share&q=quarry&role=ADMIN');
    expect(list.items.map((p) => p.name)).toEqual(['Xavier Stone']);
  });

  it('pages newest first by cursor without repeating anyone', async () => {
    const first = await people(admin, 'mode=share&q=quarry&limit=2');
    expect(first.items.map((p) => p.name)).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await people(admin, `mode=share&q=quarry&limit=2&cursor=${first.nextCursor}`);
    expect(second.nextCursor).toBeNull();
    const names = [...first.items, ...second.items].map((p) => p.name);
    expect(names.sort()).toEqual(['Xavier Stone', 'Yann Quarry', 'Zelda Quarry']);
  });

  it('answers 400 in the one error shape for a mode it does not know or a NUL in the search', async () => {
    for (const query of ['mode=everyone', 'mode=share&q=%00', 'mode=share&cursor=nope!']) {
      const res = await admin({ method: 'GET', url: `/api/people?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });
});
