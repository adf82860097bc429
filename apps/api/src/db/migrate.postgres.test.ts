import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../test/database.ts';
import { type Database, MIGRATION_LOCK_KEY, migrationsFolder, openDatabase } from './client.ts';

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

// Issue #22 (start within 3 s): a start on an up-to-date database checks in one query, without the lock's connection
// and its turn. Shown by holding the lock elsewhere: the check must not wait for it.
describe('migrations on an up-to-date database', () => {
  it('are found done without waiting for the migration lock', async () => {
    const database = await createEmptyDatabase(1);
    opened.push(database);
    await database.migrate();
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const waited = new Promise((_, reject) => setTimeout(() => reject(new Error('waited for the lock')), 5_000));
      await expect(Promise.race([database.migrate(), waited])).resolves.toBeUndefined();
    } finally {
      await holder.end();
    }
  }, 120_000);

  it('still applies a migration the database lacks', async () => {
    const database = await createEmptyDatabase(1);
    opened.push(database);
    await database.migrate();
    // The product's folder and one newer migration: the check must let the migrator apply it.
    const folder = mkdtempSync(join(tmpdir(), 'agency-migrations-'));
    try {
      cpSync(migrationsFolder, folder, { recursive: true });
      const journalFile = join(folder, 'meta/_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
      const last = journal.entries.at(-1);
      journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: '9999_newer' });
      writeFileSync(journalFile, JSON.stringify(journal));
      writeFileSync(join(folder, '9999_newer.sql'), 'create table newer_migration_probe (id int);');
      await database.migrate(folder);
      const { rows } = await database.pool!.query("select to_regclass('newer_migration_probe') as found");
      expect(rows[0].found).toBe('newer_migration_probe');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
