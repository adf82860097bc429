import * as fs from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDurablePglite } from './durable-pglite.ts';

// PGlite acknowledges commits without forcing them to disk; the embedded mode must sync the WAL
// after every commit, whether a single statement or a transaction.

vi.mock('node:fs', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:fs')>();
  return { ...original, fdatasyncSync: vi.fn(original.fdatasyncSync), openSync: vi.fn(original.openSync) };
});

const dir = mkdtempSync(join(tmpdir(), 'agency-durable-'));
let db: PGlite;
beforeAll(async () => {
  db = createDurablePglite(join(dir, 'pglite'), {});
  await db.waitReady;
  await db.exec('create table notes (body text not null)');
}, 60_000);
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The WAL segment files opened for syncing while `work` ran. */
async function walSyncs(work: () => Promise<unknown>): Promise<string[]> {
  vi.mocked(fs.openSync).mockClear();
  vi.mocked(fs.fdatasyncSync).mockClear();
  await work();
  expect(vi.mocked(fs.fdatasyncSync).mock.calls.length).toBeGreaterThan(0);
  return vi
    .mocked(fs.openSync)
    .mock.calls.map(([path]) => String(path))
    .filter((path) => path.includes('pg_wal'));
}

describe('commits in the embedded mode', () => {
  it('syncs the WAL after a single statement', async () => {
    expect(await walSyncs(() => db.query('insert into notes values ($1)', ['one']))).not.toEqual([]);
  });

  it('syncs the WAL after a transaction commits', async () => {
    const synced = await walSyncs(() => db.transaction((tx) => tx.query('insert into notes values ($1)', ['two'])));
    expect(synced).not.toEqual([]);
  });
});
