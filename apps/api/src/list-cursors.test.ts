import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.ts';
import { createUser, signIn } from './test/auth.ts';

// Issue 18 point 11: a page cursor is the client's text; one naming an impossible date or time, or a NUL,
// reached a `::timestamptz`/`::date` cast or a text comparison and answered 500. Every one is a 400.
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, (await createUser(t.database.db, { role: 'ADMIN' })).email);
});
afterAll(() => t.close());

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const ID = '00000000-0000-4000-8000-000000000000';

describe('a list cursor naming what cannot be', () => {
  it.each([
    ['tasks by due date, February 30th', `/api/tasks?sort=due-asc&cursor=${encode(['due-asc', '2026-02-30', ID])}`],
    ['tasks by due date, month 13', `/api/tasks?sort=due-desc&cursor=${encode(['due-desc', '2026-13-01', ID])}`],
    [
      'tasks by creation, February 30th',
      `/api/tasks?sort=created&cursor=${encode(['created', '2026-02-30T00:00:00.000000Z', ID])}`,
    ],
    ['clients by name, a NUL', `/api/clients?sort=name&cursor=${encode(['name', 'a\u0000', ID])}`],
    ['clients by name, a broken character', `/api/clients?sort=name&cursor=${encode(['name', 'a\ud800', ID])}`],
    [
      'files by date, month 13',
      `/api/files?sort=modified&dir=desc&cursor=${encode(['modified', 'desc', '2026-13-01T00:00:00.000000Z', ID])}`,
    ],
  ])('%s: 400', async (_name, url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toEqual({ cursor: 'Not a valid page cursor' });
  });

  it('takes a real one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/tasks?sort=due-asc&cursor=${encode(['due-asc', '2026-02-28', ID])}`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
