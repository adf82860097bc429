import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  clients,
  invoices,
  leads,
  liveEvents,
  pageViews,
  projectAgents,
  projects,
} from '../../db/schema/index.ts';
import type { Caller, SessionUser } from '../../lib/caller.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';
import { createInvoice, invoiceValues } from '../../test/factories.ts';
import { clientScope } from './queries.ts';

const dialect = new PgDialect();
const user = (overrides: Partial<SessionUser>): SessionUser => ({
  id: 'u1',
  email: 'u1@example.com',
  name: 'U One',
  firstName: 'U',
  lastName: 'One',
  role: 'CLIENT',
  clientId: null,
  twoFactorEnabled: false,
  image: null,
  sessionId: 's1',
  ...overrides,
});
const render = (caller: Caller) => {
  const where = clientScope(caller);
  return where ? dialect.sqlToQuery(where) : null;
};

// The scope helper alone; the authorization matrix (access.test.ts) runs it against a database with two organisations.
describe('clientScope', () => {
  it('puts no condition on a caller with `any`', () => {
    expect(render({ user: user({ role: 'AGENT' }), access: 'any' })).toBeNull();
    // `any` is the permission's reach, whatever the user row says.
    expect(render({ user: user({ role: 'ADMIN', clientId: 'org-a' }), access: 'any' })).toBeNull();
  });

  it('limits a caller with `own` to their organisation', () => {
    expect(render({ user: user({ clientId: 'org-a' }), access: 'own' })).toMatchObject({
      sql: '"clients"."id" = $1',
      params: ['org-a'],
    });
  });

  it('matches nothing for `own` without an organisation', () => {
    expect(render({ user: user({ clientId: null }), access: 'own' })).toMatchObject({ sql: 'false', params: [] });
  });
});

type Call = ReturnType<typeof as>;
let t: TestApp;
let admin: Call;
let agent: Call;
let clientUser: Call;
let agentId: string;
const db = () => t.database.db;

interface Item {
  id: string;
  name: string;
  email: string;
  createdAt: string;
}

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = async (role: 'ADMIN' | 'AGENT' | 'CLIENT', clientId?: string) => {
    const created = await createUser(db(), { role, clientId });
    return { id: created.id, call: as(t.app, await signIn(t.app, created.email)) };
  };
  admin = (await signedIn('ADMIN')).call;
  const agentUser = await signedIn('AGENT');
  agent = agentUser.call;
  agentId = agentUser.id;
  const org = await createClient(db(), 'Own Org');
  clientUser = (await signedIn('CLIENT', org.id)).call;
});
afterAll(() => t.close());

/** Every page of a list, following nextCursor. */
async function walk(call: Call, query: string, limit: number): Promise<Item[]> {
  const seen: Item[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 20; page++) {
    const url: string = `/api/clients?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await call({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { items: Item[]; nextCursor: string | null };
    expect(body.items.length).toBeLessThanOrEqual(limit);
    seen.push(...body.items);
    cursor = body.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('too many pages');
}

const auditCount = async (action: string, targetId: string) =>
  (
    await db()
      .select({ n: count() })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, action), eq(auditLogs.targetId, targetId)))
  )[0]!.n;

describe('the CRM list', () => {
  const tag = 'zqpager';
  let rows: { id: string; name: string; email: string; createdAt: Date }[];

  beforeAll(async () => {
    const early = new Date('2026-01-01T10:00:00.000Z');
    const late = new Date('2026-03-01T10:00:00.000Z');
    // One multi-row insert: rows share timestamps, so the id must break the ties of every sort.
    rows = await db()
      .insert(clients)
      .values([
        { name: `Delta ${tag}`, email: `a-${tag}@one.example`, status: 'active', location: 'local', createdAt: early },
        { name: `Alpha ${tag}`, email: `e-${tag}@one.example`, status: 'pending', location: 'remote', createdAt: late },
        {
          name: `Charlie ${tag}`,
          email: `b-${tag}@one.example`,
          status: 'active',
          location: 'international',
          createdAt: early,
        },
        { name: `Bravo ${tag}`, email: `d-${tag}@one.example`, status: 'inactive', location: 'local', createdAt: late },
        { name: `Echo ${tag}`, email: `c-${tag}@one.example`, status: 'active', location: 'remote', createdAt: early },
        {
          name: `Foxtrot ${tag}`,
          email: `f-${tag}@one.example`,
          status: 'active',
          location: 'local',
          createdAt: late,
          archivedAt: late,
        },
      ])
      .returning({ id: clients.id, name: clients.name, email: clients.email, createdAt: clients.createdAt });
  });

  const live = () => rows.filter((row) => !row.name.startsWith('Foxtrot'));
  const byText = (key: 'name' | 'email') => (a: { id: string; name: string; email: string }, b: typeof a) =>
    a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : a.id < b.id ? -1 : 1;
  const byDate = (direction: 1 | -1) => (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    direction * (a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));

  it.each([
    ['name', () => live().sort(byText('name'))],
    ['email', () => live().sort(byText('email'))],
    ['newest', () => live().sort(byDate(-1))],
    ['oldest', () => live().sort(byDate(1))],
  ] as const)('pages through the %s sort without gaps or repeats', async (sort, expected) => {
    const seen = await walk(agent, `q=${tag}&sort=${sort}`, 2);
    expect(seen.map((item) => item.id)).toEqual(expected().map((row) => row.id));
  });

  it('sorts by name by default and leaves archived clients out', async () => {
    const seen = await walk(admin, `q=${tag}`, 100);
    expect(seen.map((item) => item.name)).toEqual(
      ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].map((n) => `${n} ${tag}`),
    );
  });

  it('searches name or e-mail, case-insensitively, with LIKE characters taken literally', async () => {
    expect((await walk(agent, 'q=CHARLIE%20ZQPAGER', 10)).map((item) => item.name)).toEqual([`Charlie ${tag}`]);
    expect((await walk(agent, `q=d-${tag}`, 10)).map((item) => item.name)).toEqual([`Bravo ${tag}`]);
    expect(await walk(agent, `q=${tag}%25`, 10)).toEqual([]);
    expect(await walk(agent, 'q=_', 10)).toEqual([]);
  });

  it('filters by status and by location on the server', async () => {
    expect((await walk(agent, `q=${tag}&status=active`, 10)).map((item) => item.name)).toEqual(
      ['Charlie', 'Delta', 'Echo'].map((n) => `${n} ${tag}`),
    );
    expect((await walk(agent, `q=${tag}&location=remote`, 10)).map((item) => item.name)).toEqual(
      ['Alpha', 'Echo'].map((n) => `${n} ${tag}`),
    );
    expect((await walk(agent, `q=${tag}&status=active&location=local`, 10)).map((item) => item.name)).toEqual([
      `Delta ${tag}`,
    ]);
  });

  it('refuses a bad cursor, a cursor of another sort and unknown filter values with 400', async () => {
    const first = (await agent({ method: 'GET', url: `/api/clients?q=${tag}&sort=name&limit=1` })).json();
    const other = await agent({ method: 'GET', url: `/api/clients?q=${tag}&sort=email&cursor=${first.nextCursor}` });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields).toEqual({ cursor: 'Not a valid page cursor' });
    const dates = await agent({ method: 'GET', url: `/api/clients?sort=newest&cursor=${first.nextCursor}` });
    expect(dates.statusCode).toBe(400);
    for (const query of ['cursor=%%%', 'cursor=bm90IGpzb24', 'status=archived', 'location=mars', 'sort=size']) {
      const res = await agent({ method: 'GET', url: `/api/clients?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('refuses a CLIENT user (403)', async () => {
    const res = await clientUser({ method: 'GET', url: `/api/clients?q=${tag}` });
    expect(res.statusCode).toBe(403);
    expect(res.json()).not.toHaveProperty('items');
  });
});

describe('add, edit and delete', () => {
  it('adds a client with empty phone and address by default, audited', async () => {
    const res = await agent({
      method: 'POST',
      url: '/api/clients',
      payload: { name: '  Northwind Traders ', email: 'hello@northwind.example' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Northwind Traders',
      email: 'hello@northwind.example',
      phone: '',
      address: '',
      status: 'active',
      location: 'local',
    });
    expect(await auditCount('client.created', created.id)).toBe(1);
    const [audit] = await db().select().from(auditLogs).where(eq(auditLogs.targetId, created.id));
    expect(audit).toMatchObject({ clientId: created.id, targetLabel: 'Northwind Traders' });
  });

  it.each([
    [{ name: '', email: 'x@y.example' }, { name: 'Name is required' }],
    [{ name: '   ', email: 'x@y.example' }, { name: 'Name is required' }],
    [{ name: 'Acme', email: '' }, { email: 'Email is required' }],
    [{ name: 'Acme', email: 'not-an-email' }, { email: 'Please enter a valid email address' }],
    [{ name: 'Ac\u0000me', email: 'x@y.example' }, { name: expect.any(String) }],
    [{ email: 'x@y.example' }, { name: expect.any(String) }],
  ])('refuses %j with the field message and creates nothing', async (payload, fields) => {
    const before = (await db().select({ n: count() }).from(clients))[0]!.n;
    const res = await admin({ method: 'POST', url: '/api/clients', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', fields });
    expect((await db().select({ n: count() }).from(clients))[0]!.n).toBe(before);
  });

  it('refuses a CLIENT user adding a client and writes nothing', async () => {
    const res = await clientUser({
      method: 'POST',
      url: '/api/clients',
      payload: { name: 'Sneaky Client Co', email: 'sneaky@client.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(await db().select().from(clients).where(eq(clients.name, 'Sneaky Client Co'))).toEqual([]);
  });

  it('edits a client, recording which fields changed; a bad e-mail changes nothing', async () => {
    const client = await createClient(db(), 'Editable Ltd');
    const res = await agent({
      method: 'PATCH',
      url: `/api/clients/${client.id}`,
      payload: { phone: '+1 555 0199', location: 'international', name: 'Editable Ltd' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ phone: '+1 555 0199', location: 'international', email: client.email });
    const [audit] = await db()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'client.updated'), eq(auditLogs.targetId, client.id)));
    expect(audit?.details).toEqual({ fields: ['phone', 'location'] });
    // Announced live to the staff and the organisation's members (the audience of the client's read).
    const announced = () =>
      db()
        .select({ clientId: liveEvents.clientId, staffOnly: liveEvents.staffOnly })
        .from(liveEvents)
        .where(and(eq(liveEvents.type, 'clients.updated'), sql`${liveEvents.payload}->>'id' = ${client.id}`));
    expect(await announced()).toEqual([{ clientId: client.id, staffOnly: false }]);

    const same = await agent({ method: 'PATCH', url: `/api/clients/${client.id}`, payload: { phone: '+1 555 0199' } });
    expect(same.statusCode).toBe(200);
    expect(await auditCount('client.updated', client.id)).toBe(1);
    expect(await announced()).toHaveLength(1);

    const bad = await agent({ method: 'PATCH', url: `/api/clients/${client.id}`, payload: { email: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ email: 'Please enter a valid email address' });
    const [row] = await db().select().from(clients).where(eq(clients.id, client.id));
    expect(row?.email).toBe(client.email);
    expect(await auditCount('client.updated', client.id)).toBe(1);
  });

  it('answers 404 for unknown and archived clients', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await admin({
        method,
        url: `/api/clients/${unknown}`,
        payload: method === 'PATCH' ? { name: 'Renamed' } : undefined,
      });
      expect(res.statusCode, method).toBe(404);
    }
    expect((await admin({ method: 'GET', url: '/api/clients/not-a-uuid' })).statusCode).toBe(400);
  });

  it('deletes a client with nothing attached, audited', async () => {
    const client = await createClient(db(), 'Short Lived');
    const res = await agent({ method: 'DELETE', url: `/api/clients/${client.id}` });
    expect(res.json()).toEqual({ id: client.id, outcome: 'deleted' });
    expect(await db().select().from(clients).where(eq(clients.id, client.id))).toEqual([]);
    expect(await auditCount('client.deleted', client.id)).toBe(1);
  });

  it('archives a client with a project, an invoice or people instead of destroying it', async () => {
    const withProject = await createClient(db(), 'Has Project');
    await db().insert(projects).values({ name: 'Keep me', clientId: withProject.id });
    const withInvoice = await createClient(db(), 'Has Invoice');
    await createInvoice(db(), { clientId: withInvoice.id, status: 'paid', totalCents: 1000 });
    const withPeople = await createClient(db(), 'Has People');
    await createUser(db(), { role: 'CLIENT', clientId: withPeople.id });

    for (const client of [withProject, withInvoice, withPeople]) {
      const res = await admin({ method: 'DELETE', url: `/api/clients/${client.id}` });
      expect(res.json(), client.name).toEqual({ id: client.id, outcome: 'archived' });
      const [row] = await db().select().from(clients).where(eq(clients.id, client.id));
      expect(row?.archivedAt).toBeInstanceOf(Date);
      expect(await auditCount('client.archived', client.id)).toBe(1);
      expect((await admin({ method: 'GET', url: `/api/clients/${client.id}` })).statusCode).toBe(404);
      const list = await walk(admin, `q=${encodeURIComponent(client.name)}`, 10);
      expect(list).toEqual([]);
      // Archived is final here: a second delete is 404 and writes nothing.
      expect((await admin({ method: 'DELETE', url: `/api/clients/${client.id}` })).statusCode).toBe(404);
      expect(await auditCount('client.archived', client.id)).toBe(1);
    }
  });

  it('refuses a CLIENT user deleting their own organisation and changes nothing', async () => {
    const org = await createClient(db(), 'Self Delete Org');
    const member = as(t.app, await signIn(t.app, (await createUser(db(), { role: 'CLIENT', clientId: org.id })).email));
    const res = await member({ method: 'DELETE', url: `/api/clients/${org.id}` });
    expect(res.statusCode).toBe(403);
    const [row] = await db().select().from(clients).where(eq(clients.id, org.id));
    expect(row?.archivedAt).toBeNull();
  });
});

describe('the client page', () => {
  let orgId: string;
  let assignedId: string;
  let otherId: string;

  beforeAll(async () => {
    const org = await createClient(db(), 'Detail Works');
    orgId = org.id;
    await createUser(db(), { role: 'CLIENT', clientId: org.id, email: 'pat@detail.example' });
    const [assigned, other] = await db()
      .insert(projects)
      .values([
        { name: 'Detail portal', clientId: org.id, status: 'in-progress' },
        { name: 'Detail hidden', clientId: org.id, status: 'planning' },
      ])
      .returning();
    assignedId = assigned!.id;
    otherId = other!.id;
    await db().insert(projectAgents).values({ projectId: assignedId, agentId });
    await db()
      .insert(invoices)
      .values(
        (['sent', 'overdue', 'paid', 'draft'] as const).map((status, n) =>
          invoiceValues({
            number: `INV-DETAIL-${n}`,
            clientId: org.id,
            projectId: assignedId,
            status,
            issueDate: '2026-02-01',
            dueDate: `2026-03-0${n + 1}`,
            totalCents: 10_000 * (n + 1),
          }),
        ),
      );
    const [view] = await db()
      .insert(pageViews)
      .values({ path: '/services', referrerSource: 'google', visitorHash: 'v', sessionHash: 's' })
      .returning();
    await db().insert(leads).values({
      name: 'Pat Detail',
      email: 'pat@detail.example',
      service: 'Web Development',
      message: 'Hello',
      subject: 'Detail inquiry',
      firstPageViewId: view!.id,
      clientId: org.id,
      convertedAt: new Date(),
    });
  });

  it('shows an admin the people, every project, open invoices with their total, and the lead', async () => {
    const res = await admin({ method: 'GET', url: `/api/clients/${orgId}` });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.client.name).toBe('Detail Works');
    expect(page.people.map((p: { email: string }) => p.email)).toEqual(['pat@detail.example']);
    expect(page.projects.map((p: { id: string }) => p.id).sort()).toEqual([assignedId, otherId].sort());
    expect(page.openInvoices).toEqual({
      totalCents: 30_000,
      items: [
        expect.objectContaining({
          number: 'INV-DETAIL-0',
          status: 'sent',
          totalCents: 10_000,
          projectName: 'Detail portal',
        }),
        expect.objectContaining({ number: 'INV-DETAIL-1', status: 'overdue', totalCents: 20_000 }),
      ],
    });
    expect(page.lead).toMatchObject({
      subject: 'Detail inquiry',
      firstPageView: { path: '/services', referrerSource: 'google' },
    });
  });

  it('shows an agent only their assigned projects and no invoices', async () => {
    const page = (await agent({ method: 'GET', url: `/api/clients/${orgId}` })).json();
    expect(page.projects.map((p: { id: string }) => p.id)).toEqual([assignedId]);
    expect(page.openInvoices).toBeNull();
  });
});

describe('converting a lead', () => {
  const newLead = async (name: string) => {
    const [lead] = await db()
      .insert(leads)
      .values({
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@lead.example`,
        company: `${name} Company`,
        service: 'Mobile App Development',
        message: 'We need an app',
        subject: `Inquiry from ${name}`,
      })
      .returning();
    return lead!;
  };
  const convert = (call: Call, id: string, payload: Record<string, unknown>) =>
    call({ method: 'POST', url: `/api/leads/${id}/convert`, payload });

  it('creates the client and its first project, links the lead and marks it handled, audited', async () => {
    const lead = await newLead('Quinn Convert');
    const res = await convert(agent, lead.id, {
      clientName: 'Quinn Convert Company',
      clientEmail: 'quinn@lead.example',
      projectName: 'Quinn app',
      budgetCents: 1_250_000,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { clientId, projectId, lead: updated } = res.json();
    expect(updated).toMatchObject({ status: 'handled', clientId, projectId });
    expect(updated.convertedAt).toBeTruthy();
    const [client] = await db().select().from(clients).where(eq(clients.id, clientId));
    expect(client).toMatchObject({ name: 'Quinn Convert Company', email: 'quinn@lead.example' });
    const [project] = await db().select().from(projects).where(eq(projects.id, projectId));
    expect(project).toMatchObject({ name: 'Quinn app', clientId, budgetCents: 1_250_000, status: 'planning' });
    // The converting agent is assigned, so the client page shows them the project.
    const page = (await agent({ method: 'GET', url: `/api/clients/${clientId}` })).json();
    expect(page.projects.map((p: { id: string }) => p.id)).toEqual([projectId]);
    expect(page.lead).toMatchObject({ id: lead.id, firstPageView: null });
    expect(await auditCount('lead.converted', lead.id)).toBe(1);
    expect(await auditCount('client.created', clientId)).toBe(1);
    expect(await auditCount('project.created', projectId)).toBe(1);
  });

  it('refuses a second conversion with 409 and changes nothing', async () => {
    const lead = await newLead('Riley Twice');
    const body = { clientName: 'Riley Twice Co', clientEmail: 'riley@lead.example', projectName: 'Riley site' };
    expect((await convert(admin, lead.id, body)).statusCode).toBe(201);
    const clientCount = (await db().select({ n: count() }).from(clients))[0]!.n;
    const projectCount = (await db().select({ n: count() }).from(projects))[0]!.n;
    const [before] = await db().select().from(leads).where(eq(leads.id, lead.id));
    const again = await convert(agent, lead.id, { ...body, clientName: 'Riley Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CONFLICT');
    expect((await db().select({ n: count() }).from(clients))[0]!.n).toBe(clientCount);
    expect((await db().select({ n: count() }).from(projects))[0]!.n).toBe(projectCount);
    const [after] = await db().select().from(leads).where(eq(leads.id, lead.id));
    expect(after).toEqual(before);
    expect(await auditCount('lead.converted', lead.id)).toBe(1);
  });

  it('runs in one transaction: a failing project insert leaves no client and an unconverted lead', async () => {
    await db().execute(sql`create or replace function refuse_doomed() returns trigger language plpgsql as $$
      begin if new.name = 'Doomed project' then raise exception 'refused by test'; end if; return new; end $$`);
    await db().execute(
      sql`create trigger refuse_doomed before insert on projects for each row execute function refuse_doomed()`,
    );
    try {
      const lead = await newLead('Sam Doomed');
      const res = await convert(admin, lead.id, {
        clientName: 'Sam Doomed Co',
        clientEmail: 'sam@lead.example',
        projectName: 'Doomed project',
      });
      expect(res.statusCode).toBe(500);
      expect(await db().select().from(clients).where(eq(clients.name, 'Sam Doomed Co'))).toEqual([]);
      const [after] = await db().select().from(leads).where(eq(leads.id, lead.id));
      expect(after).toMatchObject({ status: 'new', clientId: null, projectId: null, convertedAt: null });
      expect(await auditCount('lead.converted', lead.id)).toBe(0);
    } finally {
      await db().execute(sql`drop trigger refuse_doomed on projects`);
    }
  });

  it('validates the request and answers 404 for an unknown lead', async () => {
    const lead = await newLead('Val Idate');
    const bad = await convert(admin, lead.id, { clientName: '', clientEmail: 'bad', projectName: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ clientName: 'Name is required' });
    const negative = await convert(admin, lead.id, {
      clientName: 'Val',
      clientEmail: 'val@lead.example',
      projectName: 'P',
      budgetCents: -1,
    });
    expect(negative.statusCode).toBe(400);
    const [after] = await db().select().from(leads).where(eq(leads.id, lead.id));
    expect(after?.convertedAt).toBeNull();
    const unknown = await convert(admin, '00000000-0000-4000-8000-000000000000', {
      clientName: 'X',
      clientEmail: 'x@lead.example',
      projectName: 'Y',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a CLIENT user (403) and converts nothing', async () => {
    const lead = await newLead('Cli Ent');
    const res = await convert(clientUser, lead.id, {
      clientName: 'Cli Co',
      clientEmail: 'cli@lead.example',
      projectName: 'Cli',
    });
    expect(res.statusCode).toBe(403);
    const rows = await db()
      .select()
      .from(leads)
      .where(inArray(leads.id, [lead.id]));
    expect(rows[0]?.convertedAt).toBeNull();
    expect(await db().select().from(clients).where(eq(clients.name, 'Cli Co'))).toEqual([]);
  });
});
