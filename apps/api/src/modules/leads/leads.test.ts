import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, leads } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createUser, signIn } from '../../test/auth.ts';

let t: TestApp;
let admin: ReturnType<typeof as>;
let agent: ReturnType<typeof as>;
let client: ReturnType<typeof as>;

const inquiry = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  service: 'Web Development',
  budget: 'Not sure yet',
  timeline: 'ASAP',
  message: `Inquiry number ${n}`,
});

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = async (role: 'ADMIN' | 'AGENT' | 'CLIENT') =>
    as(t.app, await signIn(t.app, (await createUser(t.database.db, { role })).email));
  admin = await signedIn('ADMIN');
  agent = await signedIn('AGENT');
  client = await signedIn('CLIENT');
  for (let n = 1; n <= 3; n++) {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: inquiry(n) });
    expect(res.statusCode).toBe(200);
  }
});
afterAll(() => t.close());

describe('leads in the portal', () => {
  it('lists inquiries newest first with service, budget, timeline and message, page by page', async () => {
    const first = await agent({ method: 'GET', url: '/api/leads?limit=2' });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.items.map((lead: { name: string }) => lead.name)).toEqual(['Visitor 3', 'Visitor 2']);
    expect(page.items[0]).toMatchObject({
      service: 'Web Development',
      budget: 'Not sure yet',
      timeline: 'ASAP',
      message: 'Inquiry number 3',
      status: 'new',
    });
    const second = (await agent({ method: 'GET', url: `/api/leads?limit=2&cursor=${page.nextCursor}` })).json();
    expect(second.items.map((lead: { name: string }) => lead.name)).toEqual(['Visitor 1']);
    expect(second.nextCursor).toBeNull();
  });

  it('lets an agent mark a lead handled and an admin reopen it, with audit records', async () => {
    const [lead] = (await admin({ method: 'GET', url: '/api/leads' })).json().items;
    const handled = await agent({ method: 'PATCH', url: `/api/leads/${lead.id}`, payload: { status: 'handled' } });
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({ status: 'handled', handledByName: expect.stringMatching(/AGENT/) });
    expect(handled.json().handledAt).toBeTruthy();
    const onlyNew = (await admin({ method: 'GET', url: '/api/leads?status=new' })).json();
    expect(onlyNew.items.map((item: { id: string }) => item.id)).not.toContain(lead.id);

    const reopened = await admin({ method: 'PATCH', url: `/api/leads/${lead.id}`, payload: { status: 'new' } });
    expect(reopened.json()).toMatchObject({ status: 'new', handledAt: null, handledByName: null });
    const audits = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetType, 'lead'), eq(auditLogs.targetId, lead.id)));
    expect(audits.map((row) => row.action).sort()).toEqual(['lead.handled', 'lead.reopened']);
  });

  it('answers 404 for an unknown lead', async () => {
    const res = await admin({
      method: 'PATCH',
      url: '/api/leads/7d1f6f4e-3c7a-4a55-9a4e-2f0f3b1c9d10',
      payload: { status: 'handled' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses clients and anonymous visitors, and changes nothing', async () => {
    const [lead] = await t.database.db.select().from(leads).limit(1);
    expect((await client({ method: 'GET', url: '/api/leads' })).statusCode).toBe(403);
    const patch = await client({ method: 'PATCH', url: `/api/leads/${lead!.id}`, payload: { status: 'handled' } });
    expect(patch.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/leads' })).statusCode).toBe(401);
    const [after] = await t.database.db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(after!.status).toBe(lead!.status);
  });
});
