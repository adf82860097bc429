import { API_MESSAGES, MAX_JSON_DEPTH } from '@agency/shared/api-messages';
import { accessFor, type Permission } from '@agency/shared/permissions';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodObject } from 'zod';
import { auditLogs, newsletterSubscribers } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { cookieHeader, createClient, createUser, signIn, TEST_PASSWORD } from '../test/auth.ts';
import { findUnsafe, nestsDeeperThan } from './request-hygiene.ts';

// Opened by another name for the same server (issue 7 point 3): PUBLIC_URL says localhost, the browser says 127.0.0.1.
let t: TestApp;
let adminCookie: string;
/** A caller for the routes only a CLIENT may call (rating a project): the admin would be refused before validation. */
let clientCookie: string;
let orgId: string;

beforeAll(async () => {
  // A LAN name is one the server answers to only when ALLOWED_HOSTS names it (issue 18 point 15).
  t = await createTestApp({ publicUrl: 'http://localhost:3000', allowedHosts: ['agency-box.lan'] });
  const admin = await createUser(t.database.db, { role: 'ADMIN' });
  adminCookie = await signIn(t.app, admin.email);
  const org = await createClient(t.database.db, 'NUL Probe Co');
  orgId = org.id;
  const client = await createUser(t.database.db, { role: 'CLIENT', clientId: org.id });
  clientCookie = await signIn(t.app, client.email);
});
afterAll(() => t.close());

const signInAt = (host: string, origin: string | undefined, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { host, ...(origin === undefined ? {} : { origin }) },
    payload: { email, password: TEST_PASSWORD },
  });

describe('same-origin by the request’s own name', () => {
  it('signs in at 127.0.0.1, a LAN name and the public URL, whatever PUBLIC_URL says', async () => {
    const user = await createUser(t.database.db, { role: 'AGENT' });
    for (const [host, origin] of [
      ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
      ['agency-box.lan:3000', 'http://agency-box.lan:3000'],
      ['127.0.0.1:3000', 'http://localhost:3000'],
    ] as const) {
      const res = await signInAt(host, origin, user.email);
      expect(res.statusCode, `${origin} → ${res.body}`).toBe(200);
    }
  });

  it('refuses a genuinely foreign origin with a message a person understands', async () => {
    const user = await createUser(t.database.db, { role: 'AGENT' });
    for (const origin of ['http://evil.example', 'null', 'http://127.0.0.1:3001']) {
      const res = await signInAt('127.0.0.1:3000', origin, user.email);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'CROSS_ORIGIN',
        message: expect.stringContaining('came from another site'),
      });
    }
  });
});

describe('cross-site state changes on our own API', () => {
  const patchSettings = (headers: Record<string, string>, payload: unknown = { allowSelfRegistration: false }) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/settings/organisation',
      headers: { cookie: adminCookie, ...headers },
      payload: payload as InjectOptions['payload'],
    });

  it('refuses a foreign Origin, Origin: null and Sec-Fetch-Site: cross-site', async () => {
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ];
    for (const headers of refused) {
      const res = await patchSettings(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().error.code).toBe('CROSS_ORIGIN');
    }
  });

  it('accepts its own origin, or Sec-Fetch-Site: same-origin without one', async () => {
    expect((await patchSettings({ origin: 'http://localhost:3000' })).statusCode).toBe(200);
    expect((await patchSettings({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' })).statusCode).toBe(200);
    expect((await patchSettings({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('requires JSON: text/plain gets 415 and an empty body gets 400, changing nothing', async () => {
    const text = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/organisation',
      headers: { cookie: adminCookie, origin: 'http://localhost:3000', 'content-type': 'text/plain' },
      payload: '{"allowSelfRegistration":true}',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const empty = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/organisation',
      headers: { cookie: adminCookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBeTruthy();
  });

  it('still takes the page-view beacon (a same-origin JSON Blob)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      payload: { path: '/services' },
    });
    expect(res.statusCode, res.body).toBe(204);
  });

  it('still takes RFC 8058 one-click unsubscribe: form-encoded, from the mail provider’s site', async () => {
    const [row] = await t.database.db
      .insert(newsletterSubscribers)
      .values({
        email: `one-click-${Date.now()}@test.example`,
        status: 'active',
        unsubscribeToken: `tok-${Date.now()}`,
      })
      .returning();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${row!.unsubscribeToken}`,
      headers: {
        origin: 'https://mail.provider.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(204);
    const [after] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, row!.id));
    expect(after?.status).toBe('unsubscribed');
  });
});

describe('a NUL byte anywhere gives 400, never 5xx (every registered route)', () => {
  const NUL = 'a\u0000b';
  const nulPath = (url: string) => url.replace(/:\w+/g, encodeURIComponent(NUL)).replace('*', 'x');
  const keysOf = (schema: unknown) => Object.keys((schema as ZodObject | undefined)?.shape ?? {});
  // Better Auth's own routes sit behind one wildcard: probe the ones that take strings from strangers.
  const authPaths = ['sign-in/email', 'sign-up/email', 'request-password-reset', 'reset-password', 'update-user'];

  function probes(): { name: string; options: InjectOptions }[] {
    const list: { name: string; options: InjectOptions }[] = [];
    for (const route of t.app.registeredRoutes.filter((r) => r.url.startsWith('/api'))) {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const urls = route.url === '/api/auth/*' ? authPaths.map((p) => `/api/auth/${p}`) : [route.url];
        for (const url of urls) {
          const permission = route.config?.permission as Permission | undefined;
          const cookie = permission && !accessFor('ADMIN', permission) ? clientCookie : adminCookie;
          const base = { method, headers: { cookie, origin: 'http://localhost:3000' } } as const;
          if (url.includes(':'))
            list.push({ name: `${method} ${url} params`, options: { ...base, url: nulPath(url) } });
          for (const key of [...keysOf(route.schema?.querystring), 'probe']) {
            list.push({
              name: `${method} ${url} ?${key}`,
              options: { ...base, url: `${nulPath(url).replace(/\/$/, '')}?${key}=${encodeURIComponent(NUL)}` },
            });
          }
          if (method === 'GET' || method === 'DELETE') continue;
          const bodyKeys = url.startsWith('/api/auth/')
            ? ['email', 'password', 'token', 'name']
            : keysOf(route.schema?.body);
          for (const key of [...bodyKeys, 'probe']) {
            list.push({
              name: `${method} ${url} body.${key}`,
              options: { ...base, url: url.replace(/:\w+/g, 'x'), payload: { [key]: NUL } },
            });
          }
        }
      }
    }
    return list;
  }

  it('walks every route and every string-bearing input', async () => {
    const list = probes();
    expect(list.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const probe of list) {
      const res = await t.app.inject(probe.options);
      const isNul = res.statusCode === 400 && res.json().error?.code === 'VALIDATION_ERROR';
      // A path with `x` for an id may not match a route at all (404); that is fine, a 5xx never is.
      const isMissing = res.statusCode === 404 && !probe.name.endsWith('params');
      if (!isNul && !isMissing) failures.push(`${probe.name} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });
});

// Issue 18 point 9: 20,000 nested objects or 100,000 nested arrays overflowed the stack in the NUL check (500).
describe('deeply nested JSON gives 400 before anything walks it', () => {
  const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;
  const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const send = (method: 'POST' | 'PATCH', url: string, payload: string, cookie?: string) =>
    t.app.inject({
      method,
      url,
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload,
    });

  it('refuses 100,000 arrays and 20,000 objects on anonymous sign-in and on our own routes', async () => {
    const routes = [
      ['POST', '/api/auth/sign-in/email', undefined],
      ['POST', '/api/auth/sign-up/email', undefined],
      ['PATCH', '/api/settings/organisation', adminCookie],
    ] as const;
    const payloads = [nested(100_000), deepObject(20_000), `{"email":${nested(MAX_JSON_DEPTH)}}`];
    // The contact form takes small bodies only (413 above its limit): just past the depth limit.
    const cases = [
      ...payloads.flatMap((payload) => routes.map((route) => [...route, payload] as const)),
      ['POST', '/api/contact', undefined, `{"name":${nested(MAX_JSON_DEPTH)}}`] as const,
    ];
    for (const [method, url, cookie, payload] of cases) {
      const res = await send(method, url, payload, cookie);
      expect(res.statusCode, `${url} ${payload.slice(0, 20)}`).toBe(400);
      expect(res.json().error).toEqual({ code: 'BAD_REQUEST', message: API_MESSAGES.tooDeep });
    }
  });

  it('takes nesting up to the limit (then the route’s own schema answers)', async () => {
    expect(`{"x":${nested(MAX_JSON_DEPTH - 1)}}`.match(/\[/g)).toHaveLength(MAX_JSON_DEPTH - 1);
    const res = await send('PATCH', '/api/settings/organisation', `{"x":${nested(MAX_JSON_DEPTH - 1)}}`, adminCookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('counts brackets inside strings as text, escaped quotes included', () => {
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}"}`, 2)).toBe(false);
    expect(nestsDeeperThan(String.raw`{"a":"\\","b":[[]]}`, 3)).toBe(false);
    expect(nestsDeeperThan(String.raw`{"a":"\\","b":[[]]}`, 2)).toBe(true);
    expect(nestsDeeperThan(String.raw`{"a":"\"[[["}`, 1)).toBe(false);
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
  });

  it('walks any parsed value without recursion (other parsers, the query string)', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnsafe(deep)).toEqual({ field: expect.any(String), reason: 'depth' });
    expect(findUnsafe({ a: [{ b: 'ok' }] })).toBeUndefined();
  });
});

// Issue 18 point 10: an unpaired surrogate reached the audit log's JSON column and failed there (500).
describe('an unpaired surrogate anywhere gives 400, never 5xx', () => {
  const LONE = 'Acme \ud800';
  const headers = () => ({ cookie: adminCookie, origin: 'http://localhost:3000' });

  it('refuses it in a rename, a Better Auth field, a query and a key', async () => {
    const rename = await t.app.inject({
      method: 'PATCH',
      url: `/api/clients/${orgId}`,
      headers: headers(),
      payload: { name: LONE },
    });
    expect(rename.statusCode, rename.body).toBe(400);
    expect(rename.json().error.fields).toEqual({ name: API_MESSAGES.badCharacter });
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: headers(),
      payload: { name: '\udfff' },
    });
    expect(profile.statusCode, profile.body).toBe(400);
    const search = await t.app.inject({ method: 'GET', url: '/api/clients?q=%ED%A0%80', headers: headers() });
    expect(search.statusCode).toBeLessThan(500);
    const key = await t.app.inject({
      method: 'PATCH',
      url: `/api/clients/${orgId}`,
      headers: { ...headers(), 'content-type': 'application/json' },
      payload: '{"name":"Acme","\\ud800x":1}',
    });
    expect(key.statusCode).toBe(400);
    expect(key.json().error.fields).toEqual({ x: API_MESSAGES.badCharacter });
  });

  it('keeps emoji and accents (a surrogate pair is one character)', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/clients/${orgId}`,
      headers: headers(),
      payload: { name: 'Zoë’s Café 😀' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().name).toBe('Zoë’s Café 😀');
  });
});

describe('bad URLs and headers', () => {
  it('answers a malformed URL and an over-long parameter in the product’s error shape', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/invitations/%zz' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'BAD_REQUEST' });
    const long = await t.app.inject({ method: 'GET', url: `/api/invitations/${'a'.repeat(5000)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toEqual({ code: 'BAD_REQUEST', message: 'The address of this request is not valid.' });
  });

  it('marks every /api answer no-store unless the route chose otherwise, and sends HSTS only in production', async () => {
    for (const url of ['/api/health', '/api/me', '/api/settings/registration-open', '/api/nowhere']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  // Issue 18 point 18: production reached over plain http sent HSTS.
  it('sends HSTS in production only over https: a trusted proxy’s X-Forwarded-Proto says so, nobody else’s', async () => {
    const production = await createTestApp({ isProduction: true, trustProxy: ['10.0.0.5'] });
    try {
      const over = (remoteAddress: string, proto?: string) =>
        production.app.inject({
          method: 'GET',
          url: '/api/health',
          remoteAddress,
          headers: proto ? { 'x-forwarded-proto': proto } : {},
        });
      expect((await over('10.0.0.5')).headers['strict-transport-security']).toBeUndefined();
      expect((await over('10.0.0.6', 'https')).headers['strict-transport-security']).toBeUndefined();
      expect((await over('10.0.0.5', 'https')).headers['strict-transport-security']).toMatch(/max-age=/);
      const page = await production.app.inject({
        method: 'GET',
        url: '/nowhere',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(page.headers['strict-transport-security']).toMatch(/max-age=/);
    } finally {
      await production.close();
    }
  });

  it('ignores a forged X-Forwarded-For: the socket’s address goes into audit rows and limits', async () => {
    const user = await createUser(t.database.db, { role: 'AGENT' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '198.51.100.7',
      headers: { origin: 'http://localhost:3000', 'x-forwarded-for': '203.0.113.99' },
      payload: { email: user.email, password: 'wrong-password' },
    });
    const [row] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'auth.sign_in_failed'), eq(auditLogs.actorEmail, user.email)));
    expect(row?.ip).toBe('198.51.100.7');
  });

  it('believes X-Forwarded-For only from a proxy named in TRUST_PROXY', async () => {
    const proxied = await createTestApp({ trustProxy: ['10.0.0.5'] });
    try {
      const user = await createUser(proxied.database.db, { role: 'AGENT' });
      for (const remoteAddress of ['10.0.0.5', '10.0.0.6']) {
        await proxied.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress,
          headers: { origin: proxied.app.config.publicUrl, 'x-forwarded-for': '203.0.113.50' },
          payload: { email: user.email, password: 'wrong-password' },
        });
      }
      const rows = await proxied.database.db
        .select({ ip: auditLogs.ip })
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'auth.sign_in_failed'), eq(auditLogs.actorEmail, user.email)));
      expect(rows.map((row) => row.ip).sort()).toEqual(['10.0.0.6', '203.0.113.50']);
    } finally {
      await proxied.close();
    }
  });
});

describe('session tokens never reach page scripts', () => {
  it('leaves the token out of sign-in, session and session-list answers; revokes by id, own sessions only', async () => {
    const user = await createUser(t.database.db, { role: 'AGENT' });
    const signedIn = await signInAt('localhost:3000', 'http://localhost:3000', user.email);
    expect(signedIn.body).not.toMatch(/"token"/);
    const laptop = cookieHeader(signedIn.headers['set-cookie']);
    const phone = await signIn(t.app, user.email);
    const headers = { cookie: laptop, origin: 'http://localhost:3000' };
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers });
    expect(session.json().session.id).toBeTruthy();
    expect(session.body).not.toMatch(/"token"/);
    const list = await t.app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers });
    expect(list.json()).toHaveLength(2);
    expect(list.body).not.toMatch(/"token"/);

    const phoneId = list.json().find((s: { id: string }) => s.id !== session.json().session.id).id;
    const admins = { cookie: adminCookie, origin: 'http://localhost:3000' };
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-session',
      headers: admins,
      payload: { id: phoneId },
    });
    expect(foreign.statusCode).toBe(404);
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-session',
      headers,
      payload: { id: 'not-a-session' },
    });
    expect(garbage.statusCode).toBe(404);
    const revoked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-session',
      headers,
      payload: { id: phoneId },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: phone } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: laptop } })).statusCode).toBe(200);
  });

  it('accepts only https avatar addresses', async () => {
    const headers = { cookie: adminCookie, origin: 'http://localhost:3000' };
    for (const image of [
      'javascript:alert(1)',
      'http://pics.example/a.png',
      'data:image/png;base64,AAAA',
      'nonsense',
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/update-user', headers, payload: { image } });
      expect(res.statusCode, image).toBe(400);
      expect(res.json().error.fields.image).toBeTruthy();
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers,
      payload: { image: 'https://pics.example/a.png' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
