import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { files } from '../db/schema/files.ts';
import { seedDemo } from '../db/seed/demo.ts';
import { writeDemoObjects } from '../db/seed/demo-files.ts';
import { localStorage } from '../storage/local-storage.ts';
import type { ObjectStorage } from '../storage/storage.ts';
import { createTestDatabase, testEngine } from '../test/database.ts';
import { tmpDir } from '../test/paths.ts';
import { type BackupManifest, createBackup, type RestoreResult, restoreBackup } from './backup.ts';

// Issue #22 point 7: a backup taken while the product writes, restored into an empty product, holds every table's
// rows and every stored file byte for byte, on the engine the test runs on.

let work: string;
let source: Database;
let storage: ObjectStorage;
let manifest: BackupManifest;
let restored: RestoreResult;
let restoredStorage: ObjectStorage;
let target: Database | undefined;
let before: Record<string, string>;
let writesDuringBackup = 0;

/** Each table's content as one hash (every row's text, sorted), from one database. */
async function contents(database: Database): Promise<Record<string, string>> {
  const { rows } = await database.db.execute<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of rows) {
    const [schema, table] = name.split('.');
    const result = await database.db.execute<{ hash: string }>(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${schema}"."${table}" t`,
    );
    out[name] = result.rows[0]!.hash;
  }
  return out;
}

async function storedKeys(store: ObjectStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.list()) keys.push(key);
  return keys.sort();
}

/** An upload as the files module does it: the object first, then its row. */
async function upload(database: Database, store: ObjectStorage, projectId: string | null, ownerId: string | null) {
  const key = `files/backup-test/${randomUUID()}`;
  await store.put(key, Readable.from([Buffer.from(`written during the backup ${key}`)]));
  await database.db.insert(files).values({
    projectId,
    ownerId,
    name: `${key.slice(-8)}.txt`,
    storageKey: key,
    sizeBytes: 64,
    mimeType: 'text/plain',
  });
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpDir, 'backup-'));
  source = await createTestDatabase();
  await seedDemo(source.db, { now: new Date('2026-11-20T10:00:00Z') });
  storage = localStorage(join(work, 'uploads'));
  await writeDemoObjects(storage);
  const [anyFile] = await source.db.select().from(files).limit(1);

  // Uploads keep arriving while the backup runs, as on a live server.
  let writing = true;
  const writer = (async () => {
    while (writing) {
      await upload(source, storage, anyFile!.projectId, anyFile!.ownerId);
      writesDuringBackup += 1;
    }
  })();
  manifest = await createBackup(source, storage, join(work, 'backup'));
  writing = false;
  await writer;
  before = await contents(source);

  // The empty product it is restored into: a migrated database with rows of its own and a stray stored file.
  restoredStorage = localStorage(join(work, 'restored-uploads'));
  await restoredStorage.put('files/stray', Readable.from([Buffer.from('not in the backup')]));
  if (testEngine === 'postgres') {
    target = await createTestDatabase();
    await seedDemo(target.db, { now: new Date('2026-01-01T00:00:00Z') });
    const url = target.url!;
    restored = await restoreBackup(join(work, 'backup'), { engine: 'postgres', url }, restoredStorage, () =>
      openDatabase({ url }),
    );
  } else {
    const dataDir = join(work, 'pglite');
    restored = await restoreBackup(join(work, 'backup'), { engine: 'pglite', dataDir }, restoredStorage, () =>
      openDatabase({ dataDir }),
    );
  }
}, 240_000);

afterAll(async () => {
  await source?.close();
  await target?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe(`backup and restore (${testEngine})`, () => {
  it('was taken while uploads were being written', () => {
    expect(writesDuringBackup).toBeGreaterThan(0);
    expect(manifest.engine).toBe(testEngine);
  });

  it('brings back every table with exactly the rows the dump holds', () => {
    expect(Object.keys(manifest.tables).length).toBeGreaterThan(40);
    expect(manifest.tables['public.users']).toBeGreaterThan(3);
    expect(restored.tables).toEqual(manifest.tables);
  });

  it('brings back each row as it was', async () => {
    const reopened =
      testEngine === 'postgres'
        ? await openDatabase({ url: target!.url! })
        : await openDatabase({ dataDir: join(work, 'pglite') });
    try {
      const after = await contents(reopened);
      // The source kept being written after its dump, so only the tables no upload touched must match exactly.
      const untouched = Object.keys(before).filter((name) => name !== 'public.files');
      for (const name of untouched) expect(after[name], name).toBe(before[name]);
      expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    } finally {
      await reopened.close();
    }
  });

  it('holds every stored file the restored rows name, byte for byte, and nothing else', async () => {
    expect(restored.missingFiles).toEqual([]);
    expect(await storedKeys(restoredStorage)).toEqual(manifest.files.map((file) => file.key));
    expect(manifest.files.length).toBeGreaterThan(5);
    const object = await restoredStorage.get(manifest.files[0]!.key);
    const chunks: Buffer[] = [];
    for await (const chunk of object!.body) chunks.push(chunk as Buffer);
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(Buffer.concat(chunks)).digest('hex')).toBe(manifest.files[0]!.sha256);
  });

  it('refuses a backup of the other engine, and a folder that is not a backup', async () => {
    const other = join(work, 'other');
    await rm(other, { recursive: true, force: true });
    await import('node:fs/promises').then((fs) => fs.mkdir(other));
    await writeFile(
      join(other, 'manifest.json'),
      JSON.stringify({ ...manifest, engine: testEngine === 'postgres' ? 'pglite' : 'postgres' }),
    );
    const wrongTarget =
      testEngine === 'postgres'
        ? ({ engine: 'postgres', url: target!.url! } as const)
        : ({ engine: 'pglite', dataDir: join(work, 'pglite') } as const);
    await expect(restoreBackup(other, wrongTarget, restoredStorage, async () => source)).rejects.toThrow(
      /This backup is of a .* database; the product is configured for/,
    );
    await expect(
      restoreBackup(join(work, 'uploads'), wrongTarget, restoredStorage, async () => source),
    ).rejects.toThrow();
    expect(await readdir(join(work, 'backup'))).toContain('manifest.json');
  });
});
