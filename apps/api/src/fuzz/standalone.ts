import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createPglite } from '../db/pglite.ts';
import { testConfig } from '../test/app.ts';

/**
 * The whole app on a fresh, migrated in-memory PGlite, for the scripts (`npm run lint:openapi`, `npm run fuzz`)
 * that run outside Vitest and so without its template database. Nothing listens: callers inject.
 */
export async function standaloneApp(overrides: Partial<Config> = {}) {
  const database: Database = await openDatabase({ pglite: createPglite() });
  await database.migrate();
  const app: FastifyInstance = await buildApp({ config: testConfig(overrides), database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
