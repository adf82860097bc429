import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { as, createClient, createUser, originHeaders, signIn } from '../test/auth.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './auth.ts';

// The per-request session check (auth/session.ts) reads the database on every request: these prove that
// making it cheap kept every revocation immediate, and that Better Auth still slides and clears sessions.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie: string) => as(t.app, cookie)({ method: 'GET', url: '/api/me' });
const HOUR = 60 * 60 * 1000;

async function sessionRow(cookie: string) {
  const token = decodeURIComponent(cookie.split('=')[1]!.split(';')[0]!).split('.')[0]!;
  const [row] = await t.database.db.select().from(sessions).where(eq(sessions.token, token));
  return row;
}

function signed(token: string, secret: string) {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `northstar.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

describe('the per-request session check', () => {
  it('answers a signed-in user from one lookup, with their organisation, and sends no cookie', async () => {
    const client = await createClient(t.database.db);
    const user = await createUser(t.database.db, { role: 'CLIENT', clientId: client.id });
    const cookie = await signIn(t.app, user.email);
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email, role: 'CLIENT', clientId: client.id });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses the next request of a user an admin deactivates', async () => {
    const admin = await createUser(t.database.db, { role: 'ADMIN' });
    const agent = await createUser(t.database.db, { role: 'AGENT' });
    const adminCookie = await signIn(t.app, admin.email);
    const agentCookie = await signIn(t.app, agent.email);
    expect((await me(agentCookie)).statusCode).toBe(200);
    const off = await as(t.app, adminCookie)({ method: 'POST', url: `/api/users/${agent.id}/deactivate` });
    expect(off.statusCode).toBe(200);
    expect((await me(agentCookie)).statusCode).toBe(401);
  });

  it('refuses a banned user even while a session row remains', async () => {
    const user = await createUser(t.database.db, { role: 'AGENT' });
    const cookie = await signIn(t.app, user.email);
    expect((await me(cookie)).statusCode).toBe(200);
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, user.id));
    expect(await sessionRow(cookie)).toBeDefined();
    expect((await me(cookie)).statusCode).toBe(401);
    await t.database.db.update(users).set({ banned: false, isActive: false }).where(eq(users.id, user.id));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('refuses a session signed out on another device at its next request', async () => {
    const user = await createUser(t.database.db, { role: 'AGENT' });
    const laptop = await signIn(t.app, user.email);
    const phone = await signIn(t.app, user.email);
    expect((await me(phone)).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-other-sessions',
      payload: {},
      headers: { ...originHeaders(t.app), cookie: laptop },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      headers: { ...originHeaders(t.app), cookie: laptop },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
  });

  it('refuses an expired session and clears its cookie', async () => {
    const user = await createUser(t.database.db, { role: 'AGENT' });
    const cookie = await signIn(t.app, user.email);
    const row = await sessionRow(cookie);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, row!.id));
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    expect(String(res.headers['set-cookie'])).toMatch(/northstar\.session_token=;.*Max-Age=0/i);
    expect(await sessionRow(cookie)).toBeUndefined();
  });

  it('ends a session past its absolute lifetime however active', async () => {
    const user = await createUser(t.database.db, { role: 'AGENT' });
    const cookie = await signIn(t.app, user.email);
    const row = await sessionRow(cookie);
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - SESSION_ABSOLUTE_MS - HOUR) })
      .where(eq(sessions.id, row!.id));
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await sessionRow(cookie)).toBeUndefined();
  });

  it('refuses a tampered signature, a token signed with another secret, and a bare token', async () => {
    const user = await createUser(t.database.db, { role: 'AGENT' });
    const cookie = await signIn(t.app, user.email);
    const value = decodeURIComponent(cookie.split('=')[1]!.split(';')[0]!);
    const token = value.split('.')[0]!;
    const signature = value.split('.')[1]!;
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect((await me(`northstar.session_token=${encodeURIComponent(`${token}.${flipped}`)}`)).statusCode).toBe(401);
    expect((await me(signed(token, 'not-the-server-secret-not-the-server-secret'))).statusCode).toBe(401);
    expect((await me(`northstar.session_token=${token}`)).statusCode).toBe(401);
    // The same token correctly signed is accepted: the refusals above are the signature's doing.
    expect((await me(signed(token, t.app.config.authSecret))).statusCode).toBe(200);
  });

  it('leaves the sliding refresh to Better Auth: a session due for it is extended and its cookie re-sent', async () => {
    const user = await createUser(t.database.db, { role: 'AGENT' });
    const cookie = await signIn(t.app, user.email);
    const row = await sessionRow(cookie);
    // Last extended just over updateAge ago.
    const stale = new Date(Date.now() + SESSION_IDLE_SECONDS * 1000 - SESSION_UPDATE_AGE_SECONDS * 1000 - 60_000);
    await t.database.db.update(sessions).set({ expiresAt: stale }).where(eq(sessions.id, row!.id));
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/northstar\.session_token=.+Max-Age=\d+/i);
    const after = await sessionRow(cookie);
    expect(after!.expiresAt.getTime()).toBeGreaterThan(stale.getTime() + 30_000);
  });
});
