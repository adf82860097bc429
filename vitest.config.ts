import { defineConfig } from 'vitest/config';

// One runner for the whole repository. TEST_DB_ENGINE=postgres (with TEST_DATABASE_URL) runs the
// database-backed suites against a PostgreSQL server instead of embedded PGlite.
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

/**
 * Test files that need modules no other file has loaded, each run in a fresh module graph (Vitest's isolation): a
 * file that replaces a module with vi.mock (a module an earlier file loaded would not be replaced), and a file that
 * checks what a module does before anything else used it. scripts/test-isolation.test.ts fails on a vi.mock in a
 * file missing from this list.
 */
export const ISOLATED_FILES = [
  'apps/api/src/db/durable-pglite.test.ts',
  // The i18n instance before anything loaded the `messages` catalogue.
  'apps/web/src/lib/api-messages.test.ts',
];

const include = ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'scripts/**/*.test.ts'];
// *.postgres.test.ts need a PostgreSQL server of their own making (a restart): they run in that leg only,
// rather than showing up as skipped in the embedded one.
const exclude = onPostgres ? ['**/node_modules/**'] : ['**/node_modules/**', '**/*.postgres.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest leaves a core free by default; on this 2-core machine both are worth using.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // Every other file shares its worker's loaded modules with the files before it instead of loading the app
        // again (Fastify, Drizzle, Better Auth, PGlite: about 2 s a file, half of the PGlite leg). Each file still
        // opens its own database (src/test), so no rows are shared; what a file changes in a module's state it
        // puts back (afterAll), as it must for the next test in the same file anyway.
        test: { name: 'shared', include, exclude: [...exclude, ...ISOLATED_FILES], isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED_FILES, exclude } },
    ],
  },
});
