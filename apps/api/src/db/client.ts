import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { repoRoot } from '../config.ts';
import { createDurablePglite } from './durable-pglite.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both engines speak the same query builder; the node-postgres type stands for either. */
export type Db = NodePgDatabase<Schema>;

// From the repository root, so the bundled server (apps/api/dist) finds them too.
export const migrationsFolder = resolve(repoRoot, 'apps/api/src/db/migrations');

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Runs raw SQL (several statements allowed on PGlite, one on PostgreSQL). */
  exec(sql: string): Promise<void>;
  /** Applies the migrations not yet applied, from the product's folder (or another: the upgrade test's older one). */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
  /** The embedded instance, when there is one (tests clone it). */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** The PostgreSQL connection string (pg_dump and pg_restore take it). */
  url?: string;
}

export type DatabaseOptions = { url: string; poolSize?: number } | { dataDir: string } | { pglite: PGlite };

export const pgliteExtensions = { pg_trgm };

/** Every embedded instance loads the extensions the migrations create (tests' templates and clones too). */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): PGlite {
  return new PGlite({ ...options, extensions: pgliteExtensions });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return openPostgres(options.url, options.poolSize ?? 10);
  if ('pglite' in options) return wrapPglite(options.pglite);
  mkdirSync(options.dataDir, { recursive: true });
  // A data directory is the product's own storage: each commit is forced to disk (durable-pglite.ts).
  const client = createDurablePglite(options.dataDir, { extensions: pgliteExtensions });
  await client.waitReady;
  return wrapPglite(client);
}

function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    pglite: client,
    exec: async (sql) => {
      await client.exec(sql);
    },
    migrate: (folder = migrationsFolder) => migratePglite(db as never, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

/** Driver codes that mean "no database right now" (refused, reset, shut down), not "bad query". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);

/**
 * True when an error (or what it wraps: Drizzle wraps driver errors) says the database is away;
 * requests then answer 503 and the pool reconnects on its own once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (/^Connection terminated|timeout exceeded when trying to connect/.test(cause.message)) return true;
  }
  return false;
}

// Any constant works; it only has to be the same for every app server migrating the same database.
const MIGRATION_LOCK_KEY = 73_012_025;

/**
 * Runs the migrations while holding a PostgreSQL advisory lock (on a connection of its own, so a pool of one still
 * has its connection for them): N servers started together on an empty database migrate one after another, the
 * later ones finding nothing left to do. Without it they raced and all but one failed ("type already exists").
 */
async function migrateOnce(url: string, migrate: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    await lock.end();
  }
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // A connection closed by the server (restart, failover, idle timeout) emits 'error'; without a listener Node
  // would exit. The pool listens on idle connections only, so each connection gets one of its own for the time it
  // is checked out (a transaction between two queries when PostgreSQL stopped took the process down, found by
  // npm run faults). The pool drops that connection and opens a new one when needed.
  const lost = (error: Error) => process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  // Fail fast with the driver's message when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    engine: 'postgres',
    pool,
    url,
    exec: async (sql) => {
      await pool.query(sql);
    },
    migrate: (folder = migrationsFolder) => migrateOnce(url, () => migratePg(db, { migrationsFolder: folder })),
    close: () => pool.end(),
  };
}
