import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DEFAULT_POOL_MAX, repoRoot } from '../config.ts';
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
  /**
   * Runs one read for /api/health: on PostgreSQL on a connection of its own, outside the pool, with a short timeout,
   * so a server whose pool is busy (a reconnect storm) still answers its balancer's check, and one whose database is
   * gone still fails it.
   */
  probe<T>(sql: string): Promise<T[]>;
  /** The PostgreSQL connection string (pg_dump and pg_restore take it). */
  url?: string;
}

export type DatabaseOptions = { url: string; poolSize?: number } | { dataDir: string } | { pglite: PGlite };

/** How long /api/health waits for PostgreSQL (connecting, then its query) before it says the database is away. */
export const PROBE_TIMEOUT_MS = 2000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return openPostgres(options.url, options.poolSize ?? DEFAULT_POOL_MAX);
  // The embedded engine (its WebAssembly build and Drizzle's driver for it) loads only when it is the one used: a
  // server on PostgreSQL (DATABASE_URL, the image) never loads it (issue #22: start within 3 s).
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options, migrationsFolder);
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
export const MIGRATION_LOCK_KEY = 73_012_025;

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

/**
 * Whether the database already has the folder's newest migration (drizzle-kit's journal), in one query. Drizzle's
 * migrator applies the folder's migrations newer than the newest it recorded, so it would then apply nothing. Any
 * failure (no migrations table yet: a new database) answers false, and the migrator runs as before.
 */
async function hasNewestMigration(pool: pg.Pool, folder: string): Promise<boolean> {
  try {
    const journal = JSON.parse(readFileSync(resolve(folder, 'meta/_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    const newest = Math.max(...journal.entries.map((entry) => entry.when));
    const { rows } = await pool.query<{ recorded: string | null }>(
      'select max(created_at) as recorded from drizzle.__drizzle_migrations',
    );
    const recorded = rows[0]?.recorded;
    return recorded != null && Number(recorded) >= newest;
  } catch {
    return false;
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
  const first = await pool.connect();
  first.release();
  const probe = probeConnection(url, lost);
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    engine: 'postgres',
    pool,
    url,
    exec: async (sql) => {
      await pool.query(sql);
    },
    probe: (sql) => probe.query(sql),
    migrate: async (folder = migrationsFolder) => {
      // Most starts find nothing to apply: one query says so, without a connection for the lock (issue #22).
      if (await hasNewestMigration(pool, folder)) return;
      await migrateOnce(url, () => migratePg(db, { migrationsFolder: folder }));
    },
    close: async () => {
      await probe.close();
      await pool.end();
    },
  };
}

/**
 * One connection kept open beside the pool for health checks, opened when first needed and again after a failure.
 * Checks that overlap share it (the driver queues them); each fails after PROBE_TIMEOUT_MS (connecting, or PostgreSQL's
 * statement_timeout and the driver's query_timeout), and a connection that failed is dropped, never reused.
 */
function probeConnection(url: string, lost: (error: Error) => void) {
  let current: Promise<pg.Client> | undefined;
  const drop = (client: Promise<pg.Client>) => {
    if (current !== client) return;
    current = undefined;
    client.then((c) => c.end()).catch(() => {});
  };
  const open = () => {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      statement_timeout: PROBE_TIMEOUT_MS,
      query_timeout: PROBE_TIMEOUT_MS,
      application_name: 'health probe',
    });
    const opened = client.connect().then(() => client);
    client.on('error', (error) => {
      lost(error);
      drop(opened);
    });
    return opened;
  };
  // Checks that come while one is running share its answer: one connection runs one query at a time.
  const running = new Map<string, Promise<unknown[]>>();
  const run = async (sql: string): Promise<unknown[]> => {
    current ??= open();
    const client = current;
    try {
      return (await (await client).query(sql)).rows;
    } catch (error) {
      drop(client);
      throw error;
    }
  };
  return {
    async query<T>(sql: string): Promise<T[]> {
      let answer = running.get(sql);
      if (!answer) {
        answer = run(sql).finally(() => running.delete(sql));
        running.set(sql, answer);
      }
      return (await answer) as T[];
    },
    async close() {
      const client = current;
      current = undefined;
      await client?.then((c) => c.end()).catch(() => {});
    },
  };
}
