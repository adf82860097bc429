import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface DatabaseHealth {
  reachable: boolean;
  engine: 'pglite' | 'postgres';
  /** Number of applied migrations and when the newest one was written. */
  schemaVersion: { migrations: number; latestMigrationAt: string | null } | null;
  error?: string;
}

export async function checkDatabase(db: Db, engine: DatabaseHealth['engine']): Promise<DatabaseHealth> {
  try {
    const result = await db.execute<{ migrations: number; latest_at: string | null }>(
      sql`select count(*)::int as migrations, max(created_at)::text as latest_at from drizzle.__drizzle_migrations`,
    );
    const row = result.rows[0];
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
