import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** Objects tests store go to a temporary directory, never the repository's data/. */
const testUploads = join(tmpdir(), `agency-test-uploads-${process.pid}`);

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ APP_ENV: 'test', PORT: '0' });
  return {
    ...base,
    storage: { ...base.storage, uploadDir: testUploads },
    backupDir: join(tmpdir(), `agency-test-backups-${process.pid}`),
    ...overrides,
  };
}

/** The whole app on a fresh database; tests call it through app.inject. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(overrides), database });
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
