import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, leads, newsletterSubscribers, users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { as, createUser, signIn } from '../test/auth.ts';
import { testEngine } from '../test/database.ts';

// Every keyset list over rows that share one created_at (one multi-row insert shares `now()` to
// the microsecond): each row appears exactly once, whatever the page size, on both engines.

// Enough for many pages at every size; each row shares the boundary instant with all the others.
const ROWS = 120;
let t: TestApp;
let admin: ReturnType<typeof as>;
const marker = `m${Date.now()}`;
const numbers = Array.from({ length: ROWS }, (_, n) => n);

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t.app, await signIn(t.app, (await createUser(t.database.db, { role: 'ADMIN' })).email));
  const { db } = t.database;
  await db.insert(leads).values(
    numbers.map((n) => ({
      name: `${marker} ${n}`,
      email: `lead${n}@example.com`,
      service: 'Web Development',
      message: 'Hello',
      subject: `${marker} ${n}`,
    })),
  );
  await db
    .insert(users)
    .values(
      numbers.map((n) => ({ name: `${marker} ${n}`, email: `${marker}-${n}@example.com`, role: 'AGENT' as const })),
    );
  await db
    .insert(newsletterSubscribers)
    .values(numbers.map((n) => ({ email: `${marker}-${n}@example.com`, unsubscribeToken: `${marker}-${n}` })));
  await db
    .insert(emailOutbox)
    .values(numbers.map((n) => ({ toAddresses: [`${marker}@example.com`], subject: `${marker} ${n}`, text: 'x' })));
}, 60_000);
afterAll(() => t.close());

async function pageThrough(url: string, key: 'name' | 'email' | 'subject'): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const join = url.includes('?') ? '&' : '?';
    const res = await admin({ method: 'GET', url: cursor ? `${url}${join}cursor=${cursor}` : url });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { items: Record<string, string>[]; nextCursor: string | null };
    seen.push(...page.items.map((item) => item[key]!).filter((value) => value.startsWith(marker)));
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

function expectEachOnce(seen: string[], label: (n: number) => string) {
  expect(seen).toHaveLength(ROWS);
  expect(new Set(seen).size).toBe(ROWS);
  expect(seen.sort()).toEqual(numbers.map(label).sort());
}

describe(`keyset paging over rows written in one statement (${testEngine})`, () => {
  it('shows every lead exactly once, one at a time and 25 at a time', async () => {
    expectEachOnce(await pageThrough('/api/leads?limit=1', 'name'), (n) => `${marker} ${n}`);
    expectEachOnce(await pageThrough('/api/leads?limit=25', 'name'), (n) => `${marker} ${n}`);
  });

  it('shows every user, subscriber and outbox mail exactly once', async () => {
    expectEachOnce(await pageThrough(`/api/users?q=${marker}`, 'name'), (n) => `${marker} ${n}`);
    expectEachOnce(
      await pageThrough('/api/newsletter/subscribers?limit=7', 'email'),
      (n) => `${marker}-${n}@example.com`,
    );
    expectEachOnce(await pageThrough('/api/outbox?limit=1', 'subject'), (n) => `${marker} ${n}`);
    expectEachOnce(
      await pageThrough(`/api/outbox?limit=25&to=${marker}@example.com`, 'subject'),
      (n) => `${marker} ${n}`,
    );
  });
});

describe('a crafted page cursor', () => {
  const uuid = '00000000-0000-4000-8000-000000000000';
  const b64 = (text: string) => Buffer.from(text).toString('base64url');
  const crafted = {
    'not base64': '!!!',
    'a NUL byte': '%00',
    'a NUL inside the decoded text': b64(`2026-01-01T00:00:00.000000Z\u0000|${uuid}`),
    'no separator': b64('2026-01-01T00:00:00.000000Z'),
    'not a uuid': b64('2026-01-01T00:00:00.000000Z|42'),
    'a millisecond date': b64(`2026-01-01T00:00:00.000Z|${uuid}`),
    'an impossible date': b64(`2026-02-30T00:00:00.000000Z|${uuid}`),
    'a year outside PostgreSQL': b64(`0000-01-01T00:00:00.000000Z|${uuid}`),
    'a five-digit year': b64(`294277-01-01T00:00:00.000000Z|${uuid}`),
    'an epoch number': b64(`99999999999999999999|${uuid}`),
    'too long': 'A'.repeat(300),
  };
  const lists = ['/api/leads', '/api/users', '/api/newsletter/subscribers', '/api/outbox', '/api/users/invitations'];

  it('is refused with 400 in the product error shape on every paginated list', async () => {
    for (const list of lists) {
      for (const [label, cursor] of Object.entries(crafted)) {
        const res = await admin({ method: 'GET', url: `${list}?cursor=${cursor}` });
        expect(res.statusCode, `${list} with ${label}`).toBe(400);
        expect(res.json().error.code, `${list} with ${label}`).toBe('VALIDATION_ERROR');
      }
    }
  });
});
