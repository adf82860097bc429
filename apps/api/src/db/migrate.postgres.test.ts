import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { withDatabaseName } from '../test/paths.ts';
import { type Database, openDatabase } from './client.ts';

// Issue #22: N app servers started together on an empty database (npm run cluster, a deploy) each run the
// migrations. They take turns (an advisory lock); before, all but one failed on "type ... already exists".
const adminUrl = process.env.TEST_DATABASE_URL!;
const name = `migrate_${randomBytes(5).toString('hex')}`;
const opened: Database[] = [];

async function onAdmin(sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}

afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  await onAdmin(`drop database if exists "${name}" with (force)`);
});

describe('migrations started by three servers at once', () => {
  it('all succeed, each migration applied once', async () => {
    await onAdmin(`create database "${name}"`);
    const servers = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ url: withDatabaseName(adminUrl, name), poolSize: 1 })),
    );
    opened.push(...servers);
    const results = await Promise.allSettled(servers.map((database) => database.migrate()));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const { rows } = await servers[0]!.pool!.query(
      'select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations',
    );
    expect(rows[0].n).toBe(rows[0].d);
    expect(rows[0].n).toBeGreaterThan(30);
  }, 120_000);
});
