// npm run bench:insight — issue #21's budgets in one run, on PostgreSQL (TEST_DATABASE_URL, default the local
// server's postgres database; each part makes and drops its own scratch database):
//   - Site Analytics over 1,000,000 page views: p50 of the last 90 days under 200 ms (bench-insight-analytics.mjs);
//   - Logs over 100,000 audit rows: p50 of a page and its counters for every time range under 200 ms, and Export Logs
//     of 1,000,000 rows streamed with its peak RSS (bench-insight-logs.mjs).
// Each part prints its own table; this exits 1 when either part does.
import { spawnSync } from 'node:child_process';
import { root } from './lib.mjs';

const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
};
const parts = [
  ['--import', 'tsx', 'scripts/bench-insight-analytics.mjs'],
  ['--expose-gc', '--import', 'tsx', 'scripts/bench-insight-logs.mjs'],
];
let failed = false;
for (const args of parts) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
