import type { Role } from '@agency/shared/enums';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverables, invitations, projectAgents, projects, tasks } from './db/schema/index.ts';
import { createTestApp, type TestApp } from './test/app.ts';
import { as, createClient, createUser, signIn } from './test/auth.ts';

// The authorization matrix (D6), run on two client organisations. Every issue adds its
// endpoints here: who may call each one, and what a caller out of scope sees.
//
// Fixtures: organisation A has projectA (assigned to `agent`), its deliverable and taskA; organisation B has
// projectB (assigned to nobody), deliverableB and taskB. `agentOther` is an agent assigned to no project. Out of
// scope is 404, a forbidden action 403 (D6).

type Caller = 'anonymous' | 'clientA' | 'clientB' | 'agent' | 'agentOther' | 'admin';

let t: TestApp;
const cookies: Partial<Record<Caller, string>> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const orgA = await createClient(db, 'Harbor Retail');
  const orgB = await createClient(db, 'Pulse Health');
  ids.orgA = orgA.id;
  ids.orgB = orgB.id;
  const people: [Exclude<Caller, 'anonymous'>, Role, string?][] = [
    ['clientA', 'CLIENT', orgA.id],
    ['clientB', 'CLIENT', orgB.id],
    ['agent', 'AGENT'],
    ['agentOther', 'AGENT'],
    ['admin', 'ADMIN'],
  ];
  for (const [caller, role, clientId] of people) {
    const user = await createUser(db, { role, clientId });
    ids[caller] = user.id;
    cookies[caller] = await signIn(t.app, user.email);
  }
  const [invitation] = await db
    .insert(invitations)
    .values({
      email: `matrix-${Date.now()}@test.example`,
      role: 'AGENT',
      tokenHash: `matrix-${Date.now()}`,
      expiresAt: new Date(Date.now() + 60_000),
    })
    .returning();
  ids.invitation = invitation!.id;

  const [projectA, projectB] = await db
    .insert(projects)
    .values([
      { name: 'Harbor storefront', clientId: orgA.id, status: 'in-progress' },
      { name: 'Pulse patient app', clientId: orgB.id, status: 'in-progress' },
    ])
    .returning();
  ids.projectA = projectA!.id;
  ids.projectB = projectB!.id;
  await db.insert(projectAgents).values({ projectId: projectA!.id, agentId: ids.agent! });
  const [deliverableA, deliverableB] = await db
    .insert(deliverables)
    .values([
      { projectId: projectA!.id, title: 'Storefront design' },
      { projectId: projectB!.id, title: 'Patient app prototype' },
    ])
    .returning();
  ids.deliverableA = deliverableA!.id;
  ids.deliverableB = deliverableB!.id;
  const [taskA, taskB] = await db
    .insert(tasks)
    .values([
      { projectId: projectA!.id, title: 'Build the product grid', assigneeId: ids.agent },
      { projectId: projectB!.id, title: 'Wire the appointment form' },
    ])
    .returning();
  ids.taskA = taskA!.id;
  ids.taskB = taskB!.id;
});
afterAll(() => t.close());

function call(caller: Caller, options: InjectOptions) {
  const cookie = cookies[caller];
  return cookie ? as(t.app, cookie)(options) : t.app.inject(options);
}

describe('every API route declares who may call it', () => {
  it('has access or a permission on each route', () => {
    const undeclared = t.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api'))
      .filter((route) => !route.config?.access && !route.config?.permission)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });
});

interface Row {
  name: string;
  request: () => InjectOptions;
  /** `agentOther` (an agent on no project) expects what `agent` does unless the row says otherwise. */
  expect: Record<Exclude<Caller, 'agentOther'>, number> & { agentOther?: number };
}

const expected = (row: Row, caller: Caller) =>
  caller === 'agentOther' ? (row.expect.agentOther ?? row.expect.agent) : row.expect[caller];

const matrix: Row[] = [
  {
    name: 'GET /api/me',
    request: () => ({ method: 'GET', url: '/api/me' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/users',
    request: () => ({ method: 'GET', url: '/api/users' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'GET /api/users/invitations',
    request: () => ({ method: 'GET', url: '/api/users/invitations' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'PATCH /api/users/:id (role change of another org’s client)',
    request: () => ({ method: 'PATCH', url: `/api/users/${ids.clientB}`, payload: { role: 'ADMIN' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/users/:id/deactivate',
    request: () => ({ method: 'POST', url: `/api/users/${ids.agent}/deactivate` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/users/invitations/:id/link',
    request: () => ({ method: 'POST', url: `/api/users/invitations/${ids.invitation}/link` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/users/invitations/:id/resend',
    request: () => ({ method: 'POST', url: `/api/users/invitations/${ids.invitation}/resend` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/dev/auth-test/users (from another machine)',
    request: () => ({
      method: 'POST',
      url: '/api/dev/auth-test/users',
      payload: { role: 'ADMIN' },
      remoteAddress: '192.0.2.10',
    }),
    expect: { anonymous: 404, clientA: 404, clientB: 404, agent: 404, admin: 404 },
  },
  {
    name: 'GET /api/outbox',
    request: () => ({ method: 'GET', url: '/api/outbox' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'PATCH /api/settings/organisation',
    request: () => ({ method: 'PATCH', url: '/api/settings/organisation', payload: { allowSelfRegistration: false } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'GET /api/clients',
    request: () => ({ method: 'GET', url: '/api/clients' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  }, // PREFERENCES (issue #8): each caller reads and changes only their own row (the id comes from the session).
  {
    name: 'GET /api/me/preferences',
    request: () => ({ method: 'GET', url: '/api/me/preferences' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'PATCH /api/me/preferences',
    request: () => ({ method: 'PATCH', url: '/api/me/preferences', payload: { language: 'en' } }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
];

describe('scoping by organisation', () => {
  it('shows a CLIENT only their own organisation', async () => {
    const res = await call('clientA', { method: 'GET', url: '/api/clients' });
    expect(res.json().items.map((c: { id: string }) => c.id)).toEqual([ids.orgA]);
  });

  it('shows staff every organisation', async () => {
    const res = await call('agent', { method: 'GET', url: '/api/clients' });
    const seen = res.json().items.map((c: { id: string }) => c.id);
    expect(seen).toEqual(expect.arrayContaining([ids.orgA, ids.orgB]));
  });
});

describe('the authorization matrix', () => {
  for (const row of matrix) {
    for (const caller of ['anonymous', 'clientA', 'clientB', 'agent', 'agentOther'] as const) {
      it(`${row.name} as ${caller} → ${expected(row, caller)}`, async () => {
        const res = await call(caller, row.request());
        expect(res.statusCode, res.body).toBe(expected(row, caller));
        if (res.statusCode >= 400) expect(res.json().error.code).toBeTruthy();
      });
    }
  }

  it('lets the admin through (state-changing rows last)', async () => {
    for (const row of matrix) {
      const res = await call('admin', row.request());
      expect(res.statusCode, `${row.name}: ${res.body}`).toBe(row.expect.admin);
    }
  });
});
