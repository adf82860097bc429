import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, clientMembers, emailOutbox, invitations, userSettings, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, cookieHeader, createClient, createUser, originHeaders, signIn, TEST_PASSWORD } from '../../test/auth.ts';

let t: TestApp;
let admin: ReturnType<typeof as>;
let adminId: string;
let orgId: string;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.database.db, { role: 'ADMIN' });
  adminId = user.id;
  admin = as(t.app, await signIn(t.app, user.email));
  orgId = (await createClient(t.database.db, 'Northwind Logistics')).id;
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Harbour-lights-2026!';

async function invite(email: string, role = 'CLIENT', clientId: string | null = orgId) {
  const res = await admin({
    method: 'POST',
    url: '/api/users/invitations',
    payload: { email, firstName: 'Ada', lastName: 'Lovelace', role, clientId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function linkTokenFor(email: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'invitation')))
    .orderBy(emailOutbox.createdAt)
    .then((rows) => rows.filter((row) => row.toAddresses.includes(email)).reverse());
  const match = mail?.text.match(/\/auth\/callback\?type=invite&token=([\w%-]+)/);
  if (!match?.[1]) throw new Error(`no invitation mail for ${email}`);
  return decodeURIComponent(match[1]);
}

const accept = (token: string, password = NEW_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/invitations/accept',
    headers: originHeaders(t.app),
    payload: { token, password },
  });

describe('invitations (D4)', () => {
  it('mails a link that opens, accepts with a password, signs in and joins the organisation', async () => {
    await invite('ada@harbor.example');
    const token = await linkTokenFor('ada@harbor.example');
    const preview = await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
    expect(preview.json()).toMatchObject({ email: 'ada@harbor.example', role: 'CLIENT', firstName: 'Ada' });

    const res = await accept(token);
    expect(res.statusCode, res.body).toBe(200);
    const cookie = cookieHeader(res.headers['set-cookie']);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ email: 'ada@harbor.example', role: 'CLIENT', clientId: orgId });
    expect(await signIn(t.app, 'ada@harbor.example', NEW_PASSWORD)).toContain('session_token');

    // The admins learn who joined (D19): a notification with a link to the users list, nobody else's.
    const list = await admin({ method: 'GET', url: '/api/notifications?limit=50' });
    const joined = list.json().items.find((n: { title: string }) => n.title === 'Invitation accepted');
    expect(joined).toMatchObject({ type: 'system', actionUrl: '/dashboard/users', read: false });
    expect(joined.message).toContain('ada@harbor.example');
    const own = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } });
    expect(own.json().items).toEqual([]);
  });

  it('refuses a reused link, an expired one and a revoked one with distinct codes', async () => {
    await invite('reuse@harbor.example');
    const token = await linkTokenFor('reuse@harbor.example');
    expect((await accept(token)).statusCode).toBe(200);
    const reused = await accept(token);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('INVITATION_USED');

    const expiring = await invite('late@harbor.example');
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expiring.id));
    const late = await t.app.inject({
      method: 'GET',
      url: `/api/invitations/${await linkTokenFor('late@harbor.example')}`,
    });
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('INVITATION_EXPIRED');

    const revoked = await invite('gone@harbor.example');
    expect((await admin({ method: 'POST', url: `/api/users/invitations/${revoked.id}/revoke` })).statusCode).toBe(200);
    const gone = await accept(await linkTokenFor('gone@harbor.example'));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('INVITATION_INVALID');
  });

  it('resends with a new link and retires the old one', async () => {
    const sent = await invite('again@harbor.example', 'AGENT', null);
    const first = await linkTokenFor('again@harbor.example');
    expect((await admin({ method: 'POST', url: `/api/users/invitations/${sent.id}/resend` })).statusCode).toBe(200);
    const second = await linkTokenFor('again@harbor.example');
    expect(second).not.toBe(first);
    expect((await accept(first)).statusCode).toBe(404);
    expect((await accept(second)).statusCode).toBe(200);
  });

  it("writes the invitation in the language chosen for it, else in the inviter's own; a resend keeps it", async () => {
    const subjectTo = async (email: string) =>
      (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'invitation')))
        .filter((row) => row.toAddresses.includes(email))
        .map((row) => row.subject);
    await t.database.db.insert(userSettings).values({ userId: adminId, language: 'fr' });
    try {
      await invite('francais@harbor.example', 'AGENT', null);
      expect(await subjectTo('francais@harbor.example')).toEqual(['Vous êtes invité sur le portail Northstar Digital']);
      const res = await admin({
        method: 'POST',
        url: '/api/users/invitations',
        payload: { email: 'italiano@harbor.example', firstName: 'Ada', lastName: 'L', role: 'AGENT', language: 'it' },
      });
      expect(res.statusCode, res.body).toBe(201);
      await admin({ method: 'POST', url: `/api/users/invitations/${res.json().id}/resend` });
      expect(await subjectTo('italiano@harbor.example')).toEqual([
        'Sei invitato al portale di Northstar Digital',
        'Sei invitato al portale di Northstar Digital',
      ]);
      const refused = await admin({
        method: 'POST',
        url: '/api/users/invitations',
        payload: { email: 'x@harbor.example', firstName: 'A', lastName: 'B', role: 'AGENT', language: 'klingon' },
      });
      expect(refused.statusCode).toBe(400);
    } finally {
      await t.database.db.delete(userSettings).where(eq(userSettings.userId, adminId));
    }
  });

  it('never revives a revoked invitation: resending it is refused and one address has one pending at most', async () => {
    const sent = await invite('revived@harbor.example', 'AGENT', null);
    expect((await admin({ method: 'POST', url: `/api/users/invitations/${sent.id}/revoke` })).statusCode).toBe(200);
    const resent = await admin({ method: 'POST', url: `/api/users/invitations/${sent.id}/resend` });
    expect(resent.statusCode).toBe(409);
    expect(resent.json().error).toMatchObject({
      code: 'INVITATION_NOT_PENDING',
      message: expect.stringMatching(/revoked/),
    });
    const link = await admin({ method: 'POST', url: `/api/users/invitations/${sent.id}/link` });
    expect(link.statusCode).toBe(409);
    await invite('revived@harbor.example', 'AGENT', null);
    const rows = await t.database.db.select().from(invitations).where(eq(invitations.email, 'revived@harbor.example'));
    expect(rows.map((row) => row.status).sort()).toEqual(['pending', 'revoked']);
  });

  it('lets exactly one of two simultaneous accepts of one link through; the other gets INVITATION_USED', async () => {
    await invite('twice@harbor.example', 'AGENT', null);
    const token = await linkTokenFor('twice@harbor.example');
    const answers = await Promise.all([accept(token), accept(token)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json().error.code).toBe('INVITATION_USED');
    expect(await t.database.db.select().from(users).where(eq(users.email, 'twice@harbor.example'))).toHaveLength(1);
  });

  it('returns the link itself on invite and resend, so an admin without SMTP can hand it over', async () => {
    const sent = await invite('copy@harbor.example', 'AGENT', null);
    expect(sent.inviteUrl).toBe(
      `${t.app.config.publicUrl}/auth/callback?type=invite&token=${encodeURIComponent(await linkTokenFor('copy@harbor.example'))}`,
    );
    const resent = await admin({ method: 'POST', url: `/api/users/invitations/${sent.id}/resend` });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().inviteUrl).toContain(encodeURIComponent(await linkTokenFor('copy@harbor.example')));
  });

  it('issues a fresh link without mail; the old link stops working; audited; 404 unknown', async () => {
    const sent = await invite('linked@harbor.example', 'AGENT', null);
    const mailed = await linkTokenFor('linked@harbor.example');
    const mailsBefore = await t.database.db.select().from(emailOutbox);
    const res = await admin({ method: 'POST', url: `/api/users/invitations/${sent.id}/link` });
    expect(res.statusCode, res.body).toBe(200);
    const { inviteUrl, expiresAt } = res.json();
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(await t.database.db.select().from(emailOutbox)).toHaveLength(mailsBefore.length);
    const token = decodeURIComponent(new URL(inviteUrl).searchParams.get('token') ?? '');
    expect((await accept(mailed)).statusCode).toBe(404);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'user.invitation_link_issued'), eq(auditLogs.targetId, sent.id)));
    expect(audit?.actorId).toBe(adminId);
    expect((await accept(token)).statusCode).toBe(200);
    const unknown = await admin({
      method: 'POST',
      url: '/api/users/invitations/00000000-0000-4000-8000-000000000000/link',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('pages invitations newest first with a cursor, every one exactly once', async () => {
    const ids = [];
    for (const name of ['page-a', 'page-b', 'page-c'])
      ids.push((await invite(`${name}@harbor.example`, 'AGENT', null)).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const res = await admin({ method: 'GET', url: `/api/users/invitations?limit=2${query}` });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item: { id: string }) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 3)).toEqual(ids.reverse());
  });

  it('applies the password rules to the invitee’s password and creates nothing on failure', async () => {
    await invite('weak@harbor.example');
    const res = await accept(await linkTokenFor('weak@harbor.example'), 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Password must be at least 8 characters long');
    expect(await t.database.db.select().from(users).where(eq(users.email, 'weak@harbor.example'))).toHaveLength(0);
  });

  it('requires an organisation for a client invitation', async () => {
    const res = await admin({
      method: 'POST',
      url: '/api/users/invitations',
      payload: { email: 'x@y.example', firstName: 'X', lastName: 'Y', role: 'CLIENT' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.clientId).toBeTruthy();
  });
});

describe('managing users', () => {
  it('deactivation ends sessions at once and blocks sign-in; reactivation restores it', async () => {
    const agent = await createUser(t.database.db, { role: 'AGENT' });
    const cookie = await signIn(t.app, agent.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);

    expect((await admin({ method: 'POST', url: `/api/users/${agent.id}/deactivate` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: originHeaders(t.app),
      payload: { email: agent.email, password: TEST_PASSWORD },
    });
    expect(refused.statusCode).toBe(403);

    expect((await admin({ method: 'POST', url: `/api/users/${agent.id}/reactivate` })).statusCode).toBe(200);
    expect(await signIn(t.app, agent.email)).toContain('session_token');
  });

  it('changes roles with an audit record, but never the admin’s own', async () => {
    const person = await createUser(t.database.db, { role: 'CLIENT', clientId: orgId });
    const res = await admin({
      method: 'PATCH',
      url: `/api/users/${person.id}`,
      payload: { role: 'AGENT' },
      headers: { 'user-agent': 'matrix-test' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person.id));
    expect(row?.role).toBe('AGENT');
    expect(await t.database.db.select().from(clientMembers).where(eq(clientMembers.userId, person.id))).toHaveLength(0);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'user.role_changed'), eq(auditLogs.targetId, person.id)));
    expect(audit).toMatchObject({
      actorId: adminId,
      userAgent: 'matrix-test',
      details: { from: 'CLIENT', to: 'AGENT' },
    });
    expect(audit?.ip).toBeTruthy();

    const own = await admin({ method: 'PATCH', url: `/api/users/${adminId}`, payload: { role: 'CLIENT' } });
    expect(own.statusCode).toBe(409);
  });

  it('attaches a CLIENT user to an organisation and searches by name or e-mail', async () => {
    const other = await createClient(t.database.db, 'Pulse Health');
    const person = await createUser(t.database.db, { role: 'CLIENT', email: 'grace@pulse.example' });
    expect(
      (await admin({ method: 'PATCH', url: `/api/users/${person.id}`, payload: { clientId: other.id } })).statusCode,
    ).toBe(200);
    const found = await admin({ method: 'GET', url: '/api/users?q=grace@pulse' });
    expect(found.json().items).toEqual([
      expect.objectContaining({ id: person.id, clientId: other.id, clientName: 'Pulse Health' }),
    ]);
  });
});

describe('the shared schemas at the door', () => {
  it('answers 400 in the product shape, never 500, for a NUL in a search or a name', async () => {
    const search = await admin({ method: 'GET', url: '/api/users?q=a%00b' });
    expect(search.statusCode).toBe(400);
    expect(search.json().error).toMatchObject({ code: 'VALIDATION_ERROR' });

    const named = await admin({
      method: 'POST',
      url: '/api/users/invitations',
      payload: { email: 'nul@example.com', firstName: 'Ada\u0000', lastName: 'Lovelace', role: 'AGENT' },
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().error.fields).toHaveProperty('firstName');
  });

  it('sends timestamps as ISO strings', async () => {
    const res = await admin({ method: 'GET', url: '/api/users' });
    const [first] = res.json().items;
    expect(first.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});

describe('organisation settings', () => {
  it('records who changed a setting in the same change (the service owns the audit row)', async () => {
    const res = await admin({
      method: 'PATCH',
      url: '/api/settings/organisation',
      payload: { allowSelfRegistration: false },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'settings.organisation_updated'), eq(auditLogs.actorId, adminId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ targetId: 'organisation', details: { allowSelfRegistration: false } });
  });
});
