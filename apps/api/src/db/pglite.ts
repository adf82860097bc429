import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Db } from './client.ts';
import { createDurablePglite } from './durable-pglite.ts';
import * as schema from './schema/index.ts';

// The embedded engine (PGlite), apart from db/client.ts: openDatabase imports this module only when no DATABASE_URL
// is set, so a server on PostgreSQL never loads PGlite's WebAssembly build (issue #22: start within 3 s).

export const pgliteExtensions = { pg_trgm };

/** Every embedded instance loads the extensions the migrations create (tests' templates and clones too). */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): PGlite {
  return new PGlite({ ...options, extensions: pgliteExtensions });
}

/**
 * An instance given (tests), or the product's own data directory, opened and wrapped as a Database; `migrate()`
 * applies the migrations of `migrationsFolder` unless given another (client.ts passes the product's).
 */
export async function openPglite(
  options: { dataDir: string } | { pglite: PGlite },
  migrationsFolder: string,
): Promise<Database> {
  if ('pglite' in options) return wrapPglite(options.pglite, migrationsFolder);
  mkdirSync(options.dataDir, { recursive: true });
  // A data directory is the product's own storage: each commit is forced to disk (durable-pglite.ts).
  const client = createDurablePglite(options.dataDir, { extensions: pgliteExtensions });
  await client.waitReady;
  return wrapPglite(client, migrationsFolder);
}

function wrapPglite(client: PGlite, migrationsFolder: string): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    pglite: client,
    exec: async (sql) => {
      await client.exec(sql);
    },
    // One embedded engine, no pool to queue behind.
    probe: async <T>(sql: string) => (await client.query<T>(sql)).rows,
    migrate: (folder = migrationsFolder) => migratePglite(db as never, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}
