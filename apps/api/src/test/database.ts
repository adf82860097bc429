import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';
import { createPglite } from '../db/pglite.ts';
import { pgliteTemplatePath, postgresTemplateName, withDatabaseName } from './paths.ts';

export const testEngine: Database['engine'] = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

let templateDump: Buffer | undefined;

/** A fresh, migrated, empty database, private to the caller; close() throws it away. */
export async function createTestDatabase(): Promise<Database> {
  return testEngine === 'postgres' ? clonePostgres() : clonePglite();
}

async function clonePglite(): Promise<Database> {
  templateDump ??= readFileSync(pgliteTemplatePath);
  const client = createPglite({ loadDataDir: new Blob([templateDump]) });
  await client.waitReady;
  return openDatabase({ pglite: client });
}

async function clonePostgres(): Promise<Database> {
  return privatePostgres(`template "${postgresTemplateName(process.env.TEST_DATABASE_URL!)}"`, 4);
}

/**
 * A fresh database with no schema at all, private to the caller (the upgrade test builds an older release's schema
 * in it; the migration-lock test migrates it from three connections at once); close() throws it away.
 */
export async function createEmptyDatabase(poolSize = 2): Promise<Database> {
  return testEngine === 'postgres' ? privatePostgres('', poolSize) : openDatabase({ pglite: createPglite() });
}

async function privatePostgres(options: string, poolSize: number): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}" ${options}`));
  const database = await openDatabase({ url: withDatabaseName(adminUrl, name), poolSize });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
