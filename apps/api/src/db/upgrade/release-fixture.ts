import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { migrationsFolder } from '../client.ts';

/**
 * A database as the previous release left it (issue #22 point 7): the data its demo seed wrote, as SQL, and the
 * number of migrations that release had. `upgrade.test.ts` builds that database and migrates it to this version.
 * Made with `npm run db:release-fixture` when a release ships (it needs TEST_DATABASE_URL, for pg_dump).
 */
export const fixtureDir = new URL('./fixtures/', import.meta.url).pathname;

export interface ReleaseFixture {
  /** The release's commit. */
  release: string;
  /** How many migrations (from 0000) that release had applied. */
  migrations: number;
  /** The demo seed's "now" when the fixture was written. */
  seededAt: string;
  /** Rows per table (schema.table) in the fixture. */
  tables: Record<string, number>;
}

export function readFixture(): { meta: ReleaseFixture; sql: string } {
  const meta = JSON.parse(readFileSync(join(fixtureDir, 'release.json'), 'utf8')) as ReleaseFixture;
  return { meta, sql: gunzipSync(readFileSync(join(fixtureDir, 'data.sql.gz'))).toString('utf8') };
}

/** A copy of the migrations folder whose journal stops after the first `count`: what an older release shipped. */
export function migrationsUpTo(count: number, dir: string): string {
  mkdirSync(dir, { recursive: true });
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}
