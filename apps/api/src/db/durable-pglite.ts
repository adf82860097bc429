import { closeSync, fdatasyncSync, fsyncSync, openSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * Embedded PostgreSQL that forces each commit to disk. PGlite 0.5 never does: it starts the server
 * with fsync off (`-F`), its Node filesystem has no fsync, and its `syncToFs()` hook is a no-op
 * for NodeFS (and is skipped after a transaction's COMMIT). PostgreSQL has already written the
 * commit's WAL record with write() when a statement returns, so syncing the WAL segments that
 * changed makes the commit durable; after a checkpoint (pg_control changed) every file is synced
 * too, as the checkpoint lets PostgreSQL recycle the WAL that covered those pages.
 */
class DurableNodeFS extends NodeFS {
  /** pg_control's mtime at the last sync: a checkpoint rewrites it. */
  #control = -1;

  override async syncToFs(): Promise<void> {
    // Every segment, not only those whose mtime moved: file times follow the kernel's coarse clock
    // tick, so a write just after the last sync can look older than it. A clean file syncs at once.
    const walDir = join(this.rootDir, 'pg_wal');
    for (const name of readdirSync(walDir)) {
      if (/^[0-9A-F]{24}$/.test(name)) syncFile(join(walDir, name), fdatasyncSync);
    }
    const control = statSync(join(this.rootDir, 'global', 'pg_control')).mtimeMs;
    if (control !== this.#control) {
      syncTree(this.rootDir);
      this.#control = control;
    }
  }
}

function syncFile(path: string, sync: (fd: number) => void) {
  const fd = openSync(path, 'r');
  try {
    sync(fd);
  } finally {
    closeSync(fd);
  }
}

function syncTree(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) syncTree(path);
    else if (entry.isFile()) syncFile(path, fdatasyncSync);
  }
  syncFile(dir, fsyncSync);
}

/** PGlite resolves transaction() without syncing after COMMIT (electric-sql/pglite#1065): sync here. */
class DurablePGlite extends PGlite {
  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const result = await super.transaction(callback);
    await this.syncToFs();
    return result;
  }
}

export function createDurablePglite(dataDir: string, options: Omit<PGliteOptions, 'fs' | 'dataDir'>): PGlite {
  return new DurablePGlite({ ...options, fs: new DurableNodeFS(dataDir) });
}
