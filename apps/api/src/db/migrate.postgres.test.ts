import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../test/database.ts';
import { type Database, openDatabase } from './client.ts';

// Issue #22: N app servers started together on an empty database (npm run cluster, a deploy) each run the
// migrations. They take turns (an advisory lock); before, all but one failed on "type ... already exists".
const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened.reverse()) await database.close();
});

describe('migrations started by three servers at once', () => {
  it('all succeed, each migration applied once', async () => {
    const empty = await createEmptyDatabase(1);
    opened.push(empty);
    const servers = await Promise.all([1, 2, 3].map(() => openDatabase({ url: empty.url!, poolSize: 1 })));
    opened.push(...servers);
    const results = await Promise.allSettled(servers.map((database) => database.migrate()));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const { rows } = await empty.pool!.query(
      'select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations',
    );
    expect(rows[0].n).toBe(rows[0].d);
    expect(rows[0].n).toBeGreaterThan(30);
  }, 120_000);
});
