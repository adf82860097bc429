import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, userSettings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createUser, signIn } from '../../test/auth.ts';

let t: TestApp;
let first: { id: string; call: ReturnType<typeof as> };
let second: { id: string; call: ReturnType<typeof as> };

const audits = (userId: string) =>
  t.database.db
    .select({ action: auditLogs.action, actorId: auditLogs.actorId, details: auditLogs.details })
    .from(auditLogs)
    .where(and(eq(auditLogs.action, 'settings.preferences_updated'), eq(auditLogs.targetId, userId)));

beforeAll(async () => {
  t = await createTestApp();
  const person = async (role: 'CLIENT' | 'AGENT') => {
    const user = await createUser(t.database.db, { role });
    return { id: user.id, call: as(t.app, await signIn(t.app, user.email)) };
  };
  first = await person('CLIENT');
  second = await person('AGENT');
});
afterAll(() => t.close());

describe('theme and language preferences (D23)', () => {
  it('reads null for both until the user chooses, and stores nothing by reading', async () => {
    const res = await first.call({ method: 'GET', url: '/api/me/preferences' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      theme: null,
      language: null,
      timeZone: null,
      dateFormat: 'locale',
      startPage: 'home',
    });
    const rows = await t.database.db.select().from(userSettings).where(eq(userSettings.userId, first.id));
    expect(rows).toEqual([]);
  });

  it("stores a choice on the caller's own row with an audit row, and leaves other users alone", async () => {
    const res = await first.call({
      method: 'PATCH',
      url: '/api/me/preferences',
      payload: { language: 'es', theme: 'dark' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ theme: 'dark', language: 'es' });
    expect((await first.call({ method: 'GET', url: '/api/me/preferences' })).json()).toMatchObject({
      theme: 'dark',
      language: 'es',
    });
    expect((await second.call({ method: 'GET', url: '/api/me/preferences' })).json()).toMatchObject({
      theme: null,
      language: null,
    });
    expect(await audits(first.id)).toEqual([
      { action: 'settings.preferences_updated', actorId: first.id, details: { language: 'es', theme: 'dark' } },
    ]);
    expect(await audits(second.id)).toEqual([]);
  });

  it('changes one preference and keeps the other', async () => {
    const res = await first.call({ method: 'PATCH', url: '/api/me/preferences', payload: { theme: 'auto' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ theme: 'auto', language: 'es' });
    expect(await audits(first.id)).toHaveLength(2);
  });

  it('refuses an unknown language, an empty change and a NUL with 400 in the one error shape, changing nothing', async () => {
    for (const payload of [{ language: 'pt' }, {}, { theme: 'light\u0000' }]) {
      const res = await first.call({ method: 'PATCH', url: '/api/me/preferences', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await first.call({ method: 'GET', url: '/api/me/preferences' })).json()).toMatchObject({
      theme: 'auto',
      language: 'es',
    });
    expect(await audits(first.id)).toHaveLength(2);
  });

  it("never changes another user's row, whatever the body names", async () => {
    const res = await first.call({
      method: 'PATCH',
      url: '/api/me/preferences',
      payload: { language: 'de', userId: second.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ theme: 'auto', language: 'de' });
    expect((await second.call({ method: 'GET', url: '/api/me/preferences' })).json()).toMatchObject({
      theme: null,
      language: null,
    });
    expect(await audits(second.id)).toEqual([]);
  });

  it('stores the General section (time zone, date format, start page) without choosing a theme or language', async () => {
    const res = await second.call({
      method: 'PATCH',
      url: '/api/me/preferences',
      payload: { timeZone: 'Asia/Tokyo', dateFormat: 'ymd', startPage: 'tasks' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      theme: null,
      language: null,
      timeZone: 'Asia/Tokyo',
      dateFormat: 'ymd',
      startPage: 'tasks',
    });
    // The profile shows the same zone: one value for My Profile and Settings.
    expect((await second.call({ method: 'GET', url: '/api/me/profile' })).json().timezone).toBe('Asia/Tokyo');
    const cleared = await second.call({ method: 'PATCH', url: '/api/me/preferences', payload: { timeZone: null } });
    expect(cleared.json()).toMatchObject({ timeZone: null, dateFormat: 'ymd' });
    for (const payload of [{ timeZone: 'Nowhere/Else' }, { dateFormat: 'yyyy' }, { startPage: '/admin' }]) {
      expect((await second.call({ method: 'PATCH', url: '/api/me/preferences', payload })).statusCode).toBe(400);
    }
  });

  it('answers 401 to a caller without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/preferences' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'PATCH', url: '/api/me/preferences', payload: { language: 'fr' } });
    expect(res.statusCode).toBe(401);
  });
});
