import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { countRows } from '../../ops/backup.ts';
import { migrationsFolder, openDatabase } from '../client.ts';
import { seedDemo } from '../seed/demo.ts';
import { fixtureDir, type ReleaseFixture } from './release-fixture.ts';

// npm run db:release-fixture: writes fixtures/ from this checkout (run it on the commit of a release), on a scratch
// database of the PostgreSQL server named by TEST_DATABASE_URL. The SQL loads into PGlite and PostgreSQL alike.
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('Set TEST_DATABASE_URL (a PostgreSQL server this script may create a database on)');
const name = `release_fixture_${process.pid}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database "${name}"`);
try {
  const database = await openDatabase({ url: url.href, poolSize: 2 });
  await database.migrate();
  const seededAt = new Date('2026-11-20T10:00:00Z');
  await seedDemo(database.db, { now: seededAt, sealSecret: 'release-fixture-secret-of-at-least-32-chars' });
  const counted = await countRows(async (sql) => (await database.pool!.query(sql)).rows);
  // The fixture's tables are the product's (public); the migrations' own table is rebuilt by the test.
  const tables = Object.fromEntries(Object.entries(counted).filter(([name]) => name.startsWith('public.')));
  await database.close();
  const sql = execFileSync(
    'pg_dump',
    ['--data-only', '--inserts', '--no-owner', '--no-privileges', '--schema=public', url.href],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  )
    // Lines PGlite need not run: settings of pg_dump's own session and comments.
    .split('\n')
    .filter((line) => line !== '' && !/^(--|\\|SET |SELECT pg_catalog\.set_config)/.test(line))
    .join('\n');
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  const release = process.env.RELEASE ?? execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  const meta: ReleaseFixture = {
    release,
    migrations: journal.entries.length,
    seededAt: seededAt.toISOString(),
    tables,
  };
  mkdirSync(fixtureDir, { recursive: true });
  writeFileSync(join(fixtureDir, 'data.sql.gz'), gzipSync(`${sql}\n`, { level: 9 }));
  writeFileSync(join(fixtureDir, 'release.json'), `${JSON.stringify(meta, null, 2)}\n`);
  console.log(
    `fixtures/ written: release ${release.slice(0, 7)}, ${meta.migrations} migrations, ${Object.keys(tables).length} tables`,
  );
} finally {
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
