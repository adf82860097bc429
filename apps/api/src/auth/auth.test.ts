import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, users } from '../db/schema/index.ts';
import { TOO_MANY_ATTEMPTS } from '../lib/sign-in-limits.ts';
import { updateOrganisationSettings } from '../modules/settings/service.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { cookieHeader, createUser, originHeaders, signIn, TEST_PASSWORD } from '../test/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Settings changed by the test itself: no person, no request. */
const BY_TEST = { actor: null, context: {} };

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...originHeaders(t.app), ...(cookie ? { cookie } : {}) } });
const session = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })).json();

describe('signing in', () => {
  it('sets an httpOnly, SameSite session cookie and a new session each time', async () => {
    const user = await createUser(t.database.db, { role: 'AGENT' });
    const res = await post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/northstar\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const first = cookieHeader(res.headers['set-cookie']);
    const second = await signIn(t.app, user.email);
    expect(second).not.toBe(first);
    expect((await session(first)).user.email).toBe(user.email);
    expect((await session(second)).session.id).not.toBe((await session(first)).session.id);
  });

  it('sends the session as the shared contract reads it: the role, an ISO expiry, no token (ADR 0011)', async () => {
    const user = await createUser(t.database.db, { role: 'ADMIN' });
    const body = await session(await signIn(t.app, user.email));
    expect(body.user.role).toBe('ADMIN');
    expect(body.session.expiresAt).toBe(new Date(body.session.expiresAt).toISOString());
    expect(JSON.stringify(body)).not.toMatch(/"token"/);
  });

  it('answers null for a visitor without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/get-session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('refuses a wrong password in the error shape and records the failure', async () => {
    const user = await createUser(t.database.db);
    const res = await post('/api/auth/sign-in/email', { email: user.email, password: 'Wrong-pass-1!' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBeTruthy();
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'auth.sign_in_failed'), eq(auditLogs.actorEmail, user.email)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.ip).toBeTruthy();
  });

  it('answers 429 after a burst of failures for one account, even with the right password', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 5; i++) await post('/api/auth/sign-in/email', { email: user.email, password: 'Wrong-pass-1!' });
    const res = await post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(TOO_MANY_ATTEMPTS);
  });

  it('refuses a deactivated user', async () => {
    const user = await createUser(t.database.db, { banned: true });
    const res = await post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain('deactivated');
  });

  it('ends the session on the server at sign-out', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signIn(t.app, user.email);
    expect((await session(cookie))?.user?.id).toBe(user.id);
    const out = await post('/api/auth/sign-out', {}, cookie);
    expect(out.statusCode).toBe(200);
    expect(await session(cookie)).toBeNull();
    const audit = await t.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'auth.sign_out'));
    expect(audit.some((row) => row.actorId === user.id)).toBe(true);
  });
});

describe('self-registration (D4)', () => {
  const signUp = (email: string, role?: string) =>
    post('/api/auth/sign-up/email', { email, password: 'Strong-pass-42!', name: 'New Person', role });

  it('is closed by default', async () => {
    const res = await signUp('closed@test.example');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('REGISTRATION_CLOSED');
    expect(await t.database.db.select().from(users).where(eq(users.email, 'closed@test.example'))).toHaveLength(0);
  });

  it('creates a CLIENT when open, whatever role the browser sends', async () => {
    await updateOrganisationSettings(t.database.db, { allowSelfRegistration: true }, BY_TEST);
    const res = await signUp('sneaky@test.example', 'ADMIN');
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'sneaky@test.example'));
    expect(row?.role).toBe('CLIENT');
    expect(row).toMatchObject({ firstName: 'New', lastName: 'Person' });
    await updateOrganisationSettings(t.database.db, { allowSelfRegistration: false }, BY_TEST);
  });

  it('refuses a very common password', async () => {
    await updateOrganisationSettings(t.database.db, { allowSelfRegistration: true }, BY_TEST);
    const res = await post('/api/auth/sign-up/email', {
      email: 'common@test.example',
      password: 'Password1!',
      name: 'X Y',
    });
    await updateOrganisationSettings(t.database.db, { allowSelfRegistration: false }, BY_TEST);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This password is too common. Please choose a less predictable one.');
  });
});
