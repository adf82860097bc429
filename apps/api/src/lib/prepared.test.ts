import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { createUser } from '../test/auth.ts';
import { createTestDatabase } from '../test/database.ts';
import { MAX_PREPARED_SHAPES, preparedPerShape } from './prepared.ts';

// A prepared statement outlives the request that built it: what it holds must be placeholders, each caller
// binding their own values, and the number of named statements a connection keeps must stay bounded.

let database: Database;
const emails: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  for (let i = 0; i < 2; i++) emails.push((await createUser(database.db, { role: 'AGENT' })).email);
});
afterAll(() => database.close());

const byEmail = preparedPerShape('test_by_email', (db, shape: { order: 'asc' | 'desc'; limited: boolean }) =>
  db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.email, sql.placeholder('email')))
    .orderBy(shape.order === 'asc' ? asc(users.email) : sql`${users.email} desc`)
    .limit(shape.limited ? sql.placeholder('limit') : sql.placeholder('none')),
);

describe('preparedPerShape', () => {
  it('keeps one statement per shape, and each caller reads the rows of the values they bind', async () => {
    const shape = { order: 'asc', limited: true } as const;
    const statement = byEmail(database.db, shape);
    expect(byEmail(database.db, { ...shape })).toBe(statement);
    expect(byEmail(database.db, { ...shape, order: 'desc' })).not.toBe(statement);
    for (const email of emails) expect(await statement.execute({ email, limit: 5 })).toEqual([{ email }]);
  });

  it('refuses a statement that would hold a value rather than a placeholder', () => {
    const leaky = preparedPerShape('test_leaky', (db, _shape: { any: boolean }) =>
      db.select({ email: users.email }).from(users).where(eq(users.email, emails[0]!)),
    );
    expect(() => leaky(database.db, { any: true })).toThrow(/placeholders only/);
  });

  it('gives a shape the same statement name from every handle (the pool and a transaction share connections)', async () => {
    const asc = { order: 'asc', limited: false } as const;
    const desc = { order: 'desc', limited: false } as const;
    const [email] = emails;
    // Named by order of first use, the transaction's first shape and the pool's would share a name with
    // different SQL on the connection the transaction hands back: PostgreSQL (pg) refuses that.
    await database.db.transaction(async (tx) => {
      expect(await byEmail(tx as unknown as Database['db'], desc).execute({ email, none: 5 })).toEqual([{ email }]);
    });
    expect(await byEmail(database.db, asc).execute({ email, none: 5 })).toEqual([{ email }]);
    expect(await byEmail(database.db, desc).execute({ email, none: 5 })).toEqual([{ email }]);
  });

  it(`names at most ${MAX_PREPARED_SHAPES} shapes and still answers the ones past them`, async () => {
    const count = MAX_PREPARED_SHAPES + 3;
    const statements = Array.from({ length: count }, (_, n) => byWord(`w${n}`));
    expect(new Set(statements.slice(0, MAX_PREPARED_SHAPES)).size).toBe(MAX_PREPARED_SHAPES);
    expect(byWord('w0')).toBe(statements[0]);
    // Past the bound a shape is built again for each request (and sent unnamed), not kept.
    expect(byWord(`w${count - 1}`)).not.toBe(statements.at(-1));
    expect(await statements.at(-1)!.execute({ email: emails[1] })).toEqual([{ email: emails[1] }]);
    expect(await statements[0]!.execute({ email: emails[0] })).toEqual([{ email: emails[0] }]);
  });
});

// The shape's word picks the order column (a fixed choice written into the SQL, never a value).
const wordShapes = preparedPerShape('test_words', (db, shape: { word: string }) =>
  db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.email, sql.placeholder('email')))
    .orderBy(shape.word.length % 2 ? asc(users.email) : asc(users.id)),
);
function byWord(word: string) {
  return wordShapes(database.db, { word });
}
