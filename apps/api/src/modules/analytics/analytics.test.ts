import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pageViews } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';
const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(pageViews);
});

const send = (payload: unknown, userAgent = desktop, remoteAddress = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/analytics/pageview',
    payload: payload as object,
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
const stored = async () => (await t.database.db.select({ n: count() }).from(pageViews))[0]?.n;

describe('page view collection', () => {
  it('stores a view with source, device and hashed visitor, and no personal data', async () => {
    const res = await send({ path: '/services?utm=x', referrer: 'https://www.linkedin.com/feed' }, phone);
    expect(res.statusCode).toBe(204);
    const [view] = await t.database.db.select().from(pageViews);
    expect(view).toMatchObject({ path: '/services', referrerSource: 'linkedin', deviceClass: 'mobile' });
    expect(JSON.stringify(view)).not.toContain('203.0.113.7');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('groups one visitor’s views into a session and separates other visitors', async () => {
    await send({ path: '/' });
    await send({ path: '/pricing' });
    await send({ path: '/' }, desktop, '198.51.100.4');
    const rows = await t.database.db.select().from(pageViews);
    const sessions = new Set(rows.map((row) => row.sessionHash));
    expect(rows).toHaveLength(3);
    expect(sessions.size).toBe(2);
  });

  it('counts the website only: sign-in and portal pages are not site visits', async () => {
    for (const path of ['/dashboard', '/dashboard/analytics', '/admin', '/auth', '/auth/callback?token=x']) {
      expect((await send({ path })).statusCode).toBe(204);
    }
    expect(await stored()).toBe(0);
    await send({ path: '/dashboards-guide' });
    expect(await stored()).toBe(1);
  });

  it('ignores bots quietly', async () => {
    const res = await send({ path: '/' }, 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    expect(res.statusCode).toBe(204);
    expect(await stored()).toBe(0);
  });

  it('refuses a bad payload in the error shape and stores nothing', async () => {
    const res = await send({ path: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { path: 'path must be a site path' } });
    expect(await stored()).toBe(0);
  });

  it('refuses a malformed body with 400 and an oversized one with 413', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: { 'content-type': 'application/json' },
      payload: '{"path": "/',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('BAD_REQUEST');
    const oversized = await send({ path: `/${'a'.repeat(4000)}` });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await stored()).toBe(0);
  });
});
