import type { Database } from '../../db/client.ts';

export interface DatabaseHealth {
  reachable: boolean;
  engine: 'pglite' | 'postgres';
  /** Number of applied migrations and when the newest one was written. */
  schemaVersion: { migrations: number; latestMigrationAt: string | null } | null;
  error?: string;
}

/**
 * Read through the database's probe (db/client.ts), not the pool the requests share: a balancer's check must not wait
 * behind a busy pool (issue #22: during a failover's reconnect storm the surviving servers' checks timed out behind
 * their pools and HAProxy marked every server DOWN).
 */
export async function checkDatabase(database: Pick<Database, 'probe' | 'engine'>): Promise<DatabaseHealth> {
  const { engine } = database;
  try {
    const [row] = await database.probe<{ migrations: number; latest_at: string | null }>(
      'select count(*)::int as migrations, max(created_at)::text as latest_at from drizzle.__drizzle_migrations',
    );
    return {
      reachable: true,
      engine,
      schemaVersion: row
        ? {
            migrations: row.migrations,
            latestMigrationAt: row.latest_at ? new Date(Number(row.latest_at)).toISOString() : null,
          }
        : null,
    };
  } catch (error) {
    return { reachable: false, engine, schemaVersion: null, error: (error as Error).message };
  }
}
