import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isNotNull } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { files as filesTable } from '../db/schema/files.ts';
import { avatarKeyOf } from '../modules/me/commands/set-avatar.ts';
import type { ObjectStorage } from '../storage/storage.ts';

/**
 * A backup is a directory: the database (PostgreSQL's `pg_dump` custom format, or PGlite's own data-directory dump),
 * the stored files under `files/`, and `manifest.json`, which says what it holds: the row count of every table as the
 * dump has it, and each file's size and SHA-256. A restore checks the manifest against what it brought back.
 */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  engine: Database['engine'];
  database: typeof PG_DUMP | typeof PGLITE_DUMP;
  tables: Record<string, number>;
  files: { key: string; bytes: number; sha256: string }[];
}

const PG_DUMP = 'database.dump';
const PGLITE_DUMP = 'database.tar.gz';
const MANIFEST = 'manifest.json';

/** `backup-2026-11-28T07-55-00-123Z`: sorts by time, safe in any file system. */
export function backupName(now = new Date()): string {
  return `backup-${now.toISOString().replace(/[:.]/g, '-')}`;
}

/**
 * Writes a consistent backup of a running product to `target` (which must not exist). Files are copied before and
 * after the database is dumped, so every file a row of the dump names is in the backup: one stored before the dump
 * is in the first pass, one stored during it in the second. (A file deleted in the moment between the dump and the
 * second pass would be missing; `restoreBackup` reports such keys rather than hiding them.)
 */
export async function createBackup(
  database: Database,
  storage: ObjectStorage,
  target: string,
  options: { now?: Date } = {},
): Promise<BackupManifest> {
  await mkdir(dirname(target), { recursive: true, mode: 0o700 });
  await mkdir(target, { mode: 0o700 });
  const files = new Map<string, BackupManifest['files'][number]>();
  await copyObjects(storage, join(target, 'files'), files);
  const tables =
    database.engine === 'postgres'
      ? await dumpPostgres(database, join(target, PG_DUMP))
      : await dumpPglite(database, join(target, PGLITE_DUMP));
  await copyObjects(storage, join(target, 'files'), files);
  const manifest: BackupManifest = {
    format: 1,
    createdAt: (options.now ?? new Date()).toISOString(),
    engine: database.engine,
    database: database.engine === 'postgres' ? PG_DUMP : PGLITE_DUMP,
    tables,
    files: [...files.values()].sort((a, b) => a.key.localeCompare(b.key)),
  };
  await writeFile(join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

export async function readManifest(source: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(join(source, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${source} is not a backup this version can read`);
  return manifest;
}

async function copyObjects(storage: ObjectStorage, dir: string, copied: Map<string, BackupManifest['files'][number]>) {
  const keys: string[] = [];
  for await (const key of storage.list()) if (!copied.has(key)) keys.push(key);
  for (const key of keys) {
    const object = await storage.get(key);
    if (!object) continue; // deleted since it was listed: no row names it any more
    const path = join(dir, key);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const hash = createHash('sha256');
    object.body.on('data', (chunk: Buffer) => hash.update(chunk));
    await pipeline(object.body, createWriteStream(path, { mode: 0o600 }));
    copied.set(key, { key, bytes: (await stat(path)).size, sha256: hash.digest('hex') });
  }
}

/** Every table of the product's schema with its row count, read through `query` (one snapshot). */
export async function countRows(
  query: (sql: string) => Promise<Record<string, unknown>[]>,
): Promise<Record<string, number>> {
  const names = await query(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of names as { name: string }[]) {
    const [schema, table] = name.split('.');
    const [row] = await query(`select count(*)::int as n from "${schema}"."${table}"`);
    counts[name] = Number(row?.n);
  }
  return counts;
}

/** pg_dump of one exported snapshot, and the row counts read in that same snapshot. */
async function dumpPostgres(database: Database, file: string): Promise<Record<string, number>> {
  const { pool, url } = database;
  if (!pool || !url) throw new Error('A PostgreSQL backup needs the database URL');
  const client: pg.PoolClient = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const tables = await countRows(async (sql) => (await client.query(sql)).rows);
    await run('pg_dump', ['--format=custom', `--snapshot=${rows[0]!.id}`, `--file=${file}`, url]);
    return tables;
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

/** PGlite's dump of its data directory, taken between two queries; the counts are read from the dump itself. */
async function dumpPglite(database: Database, file: string): Promise<Record<string, number>> {
  if (!database.pglite) throw new Error('No embedded database to dump');
  const dump = await database.pglite.dumpDataDir('gzip');
  const bytes = Buffer.from(await dump.arrayBuffer());
  await writeFile(file, bytes, { mode: 0o600 });
  // The embedded engine loads only for a backup of it (a server on PostgreSQL never loads it, issue #22).
  const { createPglite } = await import('../db/pglite.ts');
  const copy = createPglite({ loadDataDir: new Blob([bytes]) });
  try {
    await copy.waitReady;
    return await countRows(async (sql) => (await copy.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await copy.close();
  }
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Rows per table after the restore, which must equal the manifest's. */
  tables: Record<string, number>;
  files: number;
  /** Storage keys the restored rows name that the backup did not hold (see createBackup). */
  missingFiles: string[];
}

/**
 * Brings a backup back into a stopped product: the database is replaced (PostgreSQL: pg_restore --clean; PGlite: the
 * data directory is moved aside to `<dir>.before-restore-…` and the dump unpacked in its place) and the stored files
 * are written back, objects the backup does not hold removed. Refuses a backup of the other engine.
 */
export async function restoreBackup(
  source: string,
  target: { engine: 'postgres'; url: string } | { engine: 'pglite'; dataDir: string },
  storage: ObjectStorage,
  openRestored: () => Promise<Database>,
): Promise<RestoreResult> {
  const manifest = await readManifest(source);
  if (manifest.engine !== target.engine)
    throw new Error(`This backup is of a ${manifest.engine} database; the product is configured for ${target.engine}`);
  if (target.engine === 'postgres') {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${target.url}`,
      join(source, PG_DUMP),
    ]);
  } else {
    await restorePgliteDir(join(source, PGLITE_DUMP), target.dataDir);
  }
  const kept = new Set(manifest.files.map((file) => file.key));
  for (const file of manifest.files) {
    await storage.put(file.key, createReadStream(join(source, 'files', file.key)));
  }
  for await (const key of storage.list()) if (!kept.has(key)) await storage.delete(key);

  const database = await openRestored();
  try {
    const tables = await countRows(async (sql) => (await database.db.execute(sql)).rows as Record<string, unknown>[]);
    const files = await database.db.select({ key: filesTable.storageKey }).from(filesTable);
    const avatars = await database.db.select({ image: users.image }).from(users).where(isNotNull(users.image));
    const referenced = [...files.map((row) => row.key), ...avatars.map((row) => avatarKeyOf(row.image))];
    const missingFiles = referenced.filter((key): key is string => key !== null && !kept.has(key));
    return { manifest, tables, files: manifest.files.length, missingFiles };
  } finally {
    await database.close();
  }
}

async function restorePgliteDir(dumpFile: string, dataDir: string) {
  const incoming = `${dataDir}.restoring`;
  await rm(incoming, { recursive: true, force: true });
  await mkdir(incoming, { recursive: true });
  const [{ createDurablePglite }, { pgliteExtensions }] = await Promise.all([
    import('../db/durable-pglite.ts'),
    import('../db/pglite.ts'),
  ]);
  const client = createDurablePglite(incoming, {
    extensions: pgliteExtensions,
    loadDataDir: new Blob([await readFile(dumpFile)]),
  });
  await client.waitReady;
  await client.close();
  const existing = await stat(dataDir).catch(() => undefined);
  if (existing) await rename(dataDir, `${dataDir}.before-restore-${Date.now()}`);
  await rename(incoming, dataDir);
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error) => reject(new Error(`${command} could not start: ${error.message}`)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}
