import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { verifyPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, testEngine } from '../../test/database.ts';
import { tmpDir } from '../../test/paths.ts';
import { type Database, migrationsFolder } from '../client.ts';
import { accounts, users } from '../schema/auth.ts';
import { migrationsUpTo, type ReleaseFixture, readFixture } from './release-fixture.ts';

// Issue #22 point 7: a database written by the previous release (its schema, then its data: fixtures/) migrates to
// this version's schema with its data intact. A migration that loses rows, or fails on real data, fails here.

let database: Database;
let meta: ReleaseFixture;
const work = mkdtempSync(join(tmpDir, 'upgrade-'));

async function count(table: string): Promise<number> {
  const [schema, name] = table.split('.');
  const result = await database.db.execute<{ n: number }>(`select count(*)::int as n from "${schema}"."${name}"`);
  return Number(result.rows[0]!.n);
}

beforeAll(async () => {
  const fixture = readFixture();
  meta = fixture.meta;
  database = await createEmptyDatabase();
  // The release's schema, its data (foreign keys are checked by the data's own consistency, not load order), ...
  await database.migrate(migrationsUpTo(meta.migrations, join(work, 'migrations')));
  await database.exec(
    `set session_replication_role = replica;\n${fixture.sql}\nset session_replication_role = origin;`,
  );
  // ... then this version's migrations.
  await database.migrate();
}, 120_000);

afterAll(async () => {
  await database?.close();
  rmSync(work, { recursive: true, force: true });
});

describe(`upgrading the previous release's database (${testEngine})`, () => {
  it('applies every migration of this version on top', async () => {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
    expect(await count('drizzle.__drizzle_migrations')).toBe(journal.entries.length);
    expect(journal.entries.length).toBeGreaterThanOrEqual(meta.migrations);
  });

  it('keeps every row of every table that still exists', async () => {
    const { rows } = await database.db.execute<{ name: string }>(
      `select 'public.' || table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const now = new Set(rows.map((row) => row.name));
    const kept = Object.keys(meta.tables).filter((table) => now.has(table));
    // A table a migration dropped on purpose is the only one allowed to go; the core ones must all be here.
    for (const core of ['public.users', 'public.projects', 'public.tasks', 'public.invoices', 'public.files'])
      expect(kept).toContain(core);
    for (const table of kept) expect(await count(table), table).toBe(meta.tables[table]);
    expect(meta.tables['public.users']).toBeGreaterThan(3);
  });

  it('still signs the demo admin in with the password the release stored, and keeps their profile', async () => {
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    expect(admin).toMatchObject({ firstName: 'Avery', lastName: 'Collins', timezone: 'America/New_York' });
    const [credential] = await database.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, admin!.id), eq(accounts.providerId, 'credential')));
    expect(await verifyPassword({ hash: credential!.password!, password: 'Demo1234!' })).toBe(true);
  });
});
