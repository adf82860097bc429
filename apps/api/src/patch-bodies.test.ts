import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@agency/shared/api-messages';
import { accessFor, type Permission } from '@agency/shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.ts';
import { createClient, createUser, signIn } from './test/auth.ts';

// Issue 18 point 11: a PATCH naming no known field reached an UPDATE with nothing to set ("No values to set", 500).
let t: TestApp;
let adminCookie: string;
let clientCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signIn(t.app, (await createUser(t.database.db, { role: 'ADMIN' })).email);
  const org = await createClient(t.database.db, 'Patch Probe Co');
  clientCookie = await signIn(t.app, (await createUser(t.database.db, { role: 'CLIENT', clientId: org.id })).email);
});
afterAll(() => t.close());

describe('every PATCH route with no known field', () => {
  const patchRoutes = () =>
    t.app.registeredRoutes.filter((route) => [route.method].flat().includes('PATCH') && route.url.startsWith('/api'));

  it('finds the PATCH routes', () => {
    expect(patchRoutes().length).toBeGreaterThan(10);
  });

  it('answers 400 to {} and to {"unknown":1}, never 5xx', async () => {
    const failures: string[] = [];
    for (const route of patchRoutes()) {
      const permission = route.config?.permission as Permission | undefined;
      const cookie = permission && !accessFor('ADMIN', permission) ? clientCookie : adminCookie;
      const url = route.url.replace(/:\w+/g, () => randomUUID());
      for (const payload of [{}, { unknown: 1 }]) {
        const res = await t.app.inject({
          method: 'PATCH',
          url,
          headers: { cookie, origin: 'http://localhost:0' },
          payload,
        });
        if (res.statusCode !== 400 || res.json().error?.code !== 'VALIDATION_ERROR')
          failures.push(`${route.url} ${JSON.stringify(payload)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('says "Nothing to change" where the domain has no words of its own', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/organisation',
      headers: { cookie: adminCookie, origin: 'http://localhost:0' },
      payload: { allowSelfRegistartion: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: API_MESSAGES.nothingToChange,
      fields: { _: API_MESSAGES.nothingToChange },
    });
  });
});
