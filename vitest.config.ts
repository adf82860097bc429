import { defineConfig } from 'vitest/config';

// One runner for the whole repository. TEST_DB_ENGINE=postgres (with TEST_DATABASE_URL) runs the
// database-backed suites against a PostgreSQL server instead of embedded PGlite.
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // *.postgres.test.ts need a PostgreSQL server of their own making (a restart): they run in that leg only,
    // rather than showing up as skipped in the embedded one.
    exclude: onPostgres ? ['**/node_modules/**'] : ['**/node_modules/**', '**/*.postgres.test.ts'],
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest leaves a core free by default; on this 2-core machine both are worth using.
    maxWorkers: 2,
  },
});
