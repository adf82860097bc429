import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, emailOutbox, sessions, userSettings } from '../db/schema/index.ts';
import { LIMITS, SIGN_IN_FAILED } from '../lib/sign-in-limits.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { as, cookieHeader, createUser, originHeaders, signIn, TEST_PASSWORD } from '../test/auth.ts';
import { totpFromUri } from '../test/totp.ts';
import { SESSION_ABSOLUTE_MS, TWO_FACTOR_RATE_LIMIT } from './auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...originHeaders(t.app), ...(cookie ? { cookie } : {}) } });

async function lastMailTo(email: string) {
  const rows = await t.database.db.select().from(emailOutbox).orderBy(emailOutbox.createdAt);
  return rows.filter((row) => row.toAddresses.includes(email)).at(-1);
}

describe('password reset by e-mail', () => {
  it('answers the same for known and unknown addresses, mails a working link once', async () => {
    const user = await createUser(t.database.db);
    const known = await post('/api/auth/request-password-reset', { email: user.email });
    const unknown = await post('/api/auth/request-password-reset', { email: 'nobody@test.example' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await lastMailTo('nobody@test.example')).toBeUndefined();

    const mail = await lastMailTo(user.email);
    const token = mail?.text.match(/type=recovery&token=([\w%-]+)/)?.[1];
    expect(token).toBeTruthy();
    const weak = await post('/api/auth/reset-password', { token, newPassword: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toBe('Password must contain at least one uppercase letter');

    const done = await post('/api/auth/reset-password', { token, newPassword: 'New-harbour-2026!' });
    expect(done.statusCode, done.body).toBe(200);
    expect(await signIn(t.app, user.email, 'New-harbour-2026!')).toContain('session_token');
    const again = await post('/api/auth/reset-password', { token, newPassword: 'Another-one-2026!' });
    expect(again.statusCode).toBe(400);
  });

  it('writes the mail in the language the person chose: German for a German user, English for one who never chose', async () => {
    const german = await createUser(t.database.db);
    await t.database.db.insert(userSettings).values({ userId: german.id, language: 'de' });
    const english = await createUser(t.database.db);
    for (const user of [german, english]) {
      expect((await post('/api/auth/request-password-reset', { email: user.email })).statusCode).toBe(200);
    }
    const mail = (await lastMailTo(german.email))!;
    expect(mail.subject).toBe('Setzen Sie Ihr Passwort für Northstar Digital zurück');
    expect(mail.text).toContain('Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail');
    expect(mail.text).toMatch(/Neues Passwort wählen: http\S+type=recovery&token=/);
    expect(mail.html).toContain('lang="de"');
    expect(mail.html).toContain('Falls die Schaltfläche nicht funktioniert');
    const plain = (await lastMailTo(english.email))!;
    expect(plain.subject).toBe('Reset your Northstar Digital password');
    expect(plain.html).toContain('lang="en"');
  });

  it('limits reset requests per address', async () => {
    const user = await createUser(t.database.db);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post('/api/auth/request-password-reset', { email: user.email })).statusCode);
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});

describe('two-factor sign-in (D23)', () => {
  it('asks for the code once enabled and signs in with it', async () => {
    const user = await createUser(t.database.db, { role: 'AGENT' });
    const cookie = await signIn(t.app, user.email);
    const enabled = await post('/api/auth/two-factor/enable', { password: TEST_PASSWORD }, cookie);
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { totpURI, backupCodes } = enabled.json();
    expect(backupCodes.length).toBeGreaterThan(0);
    const confirm = await post('/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) }, cookie);
    expect(confirm.statusCode, confirm.body).toBe(200);

    const first = await post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookieHeader(first.headers['set-cookie']);
    const wrong = await post('/api/auth/two-factor/verify-totp', { code: '000000' }, pending);
    expect(wrong.statusCode).toBe(401);
    const second = await post('/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) }, pending);
    expect(second.statusCode, second.body).toBe(200);
    const session = cookieHeader(second.headers['set-cookie']);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session } });
    expect(me.json()).toMatchObject({ id: user.id, twoFactorEnabled: true });
  });
});

describe('second-factor abuse (issue 7)', () => {
  async function pendingSignIn(email: string) {
    const first = await post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    return cookieHeader(first.headers['set-cookie']);
  }

  it('counts a wrong code against the account like a wrong password', async () => {
    const user = await createUser(t.database.db, { role: 'AGENT' });
    const cookie = await signIn(t.app, user.email);
    const { totpURI } = (await post('/api/auth/two-factor/enable', { password: TEST_PASSWORD }, cookie)).json();
    await post('/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) }, cookie);

    for (let i = 0; i < LIMITS.burst.failures; i++) {
      // Each guess from another address: the account's count, not the address's, must stop them.
      const pending = await pendingSignIn(user.email);
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/verify-totp',
        remoteAddress: `198.51.100.${100 + i}`,
        headers: { ...originHeaders(t.app), cookie: pending },
        payload: { code: '000000' },
      });
      expect(wrong.statusCode).toBe(401);
    }
    const failures = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, SIGN_IN_FAILED), eq(auditLogs.actorEmail, user.email)));
    expect(failures).toHaveLength(LIMITS.burst.failures);
    const locked = await post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(429);
  });

  it('has Better Auth’s limiter on for /two-factor/* per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= TWO_FACTOR_RATE_LIMIT.max; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/verify-totp',
        remoteAddress: '203.0.113.77',
        headers: originHeaders(t.app),
        payload: { code: '123456' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('sessions', () => {
  it('lists active sessions and signs out everywhere else', async () => {
    const user = await createUser(t.database.db);
    const laptop = await signIn(t.app, user.email);
    const phone = await signIn(t.app, user.email);
    const list = await as(t.app, laptop)({ method: 'GET', url: '/api/auth/list-sessions' });
    expect(list.json()).toHaveLength(2);
    expect((await post('/api/auth/revoke-other-sessions', {}, laptop)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: phone } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: laptop } })).statusCode).toBe(200);
  });

  it('ends a session past its absolute lifetime however active it is', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signIn(t.app, user.email);
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - SESSION_ABSOLUTE_MS - 60_000) })
      .where(eq(sessions.userId, user.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });
});

describe('the dev page’s API (D8)', () => {
  it('creates a test admin that can sign in, outside production', async () => {
    const res = await post('/api/dev/auth-test/users', { role: 'ADMIN' });
    expect(res.statusCode).toBe(201);
    const { email, password } = res.json();
    const cookie = await signIn(t.app, email, password);
    const check = await t.app.inject({ method: 'GET', url: '/api/dev/auth-test', headers: { cookie } });
    expect(check.json()).toMatchObject({ database: { ok: true }, session: { user: { email, role: 'ADMIN' } } });
  });

  it('answers 404 to any caller not on this machine, whatever X-Forwarded-For claims', async () => {
    for (const [remoteAddress, headers] of [
      ['192.168.1.20', {}],
      ['192.168.1.20', { 'x-forwarded-for': '127.0.0.1' }],
      ['::ffff:10.0.0.3', {}],
    ] as const) {
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/dev/auth-test/users',
        remoteAddress,
        headers,
        payload: { role: 'ADMIN' },
      });
      expect(create.statusCode, remoteAddress).toBe(404);
      expect(create.json().error.code).toBe('NOT_FOUND');
      const check = await t.app.inject({ method: 'GET', url: '/api/dev/auth-test', remoteAddress, headers });
      expect(check.statusCode).toBe(404);
    }
    const local = await t.app.inject({ method: 'GET', url: '/api/dev/auth-test', remoteAddress: '::1' });
    expect(local.statusCode).toBe(200);
  });

  it('answers 404 through a local proxy for a client the proxy reports as remote', async () => {
    const proxied = await createTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const via = (forwardedFor: string) =>
        proxied.app.inject({
          method: 'GET',
          url: '/api/dev/auth-test',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor },
        });
      expect((await via('203.0.113.5')).statusCode).toBe(404);
      expect((await via('127.0.0.1')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ env: 'production', isProduction: true, devPages: false });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/dev/auth-test/users',
        payload: { role: 'ADMIN' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
