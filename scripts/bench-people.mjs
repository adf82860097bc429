// npm run bench:people — issue #20's budgets, each against a bare query of the same rows on PostgreSQL: a payroll run
// for 500 employees and 10,000 approved entries (bench:people-payroll), a month view of 2,000 events and a feed of
// 1,000 (bench:calendar). Runs both and fails when either does.
import { log, run } from './lib.mjs';

let failed = 0;
for (const script of ['scripts/bench-people-payroll.mjs', 'scripts/bench-people-calendar.mjs']) {
  log(`— ${script}`);
  if (run(process.execPath, ['--import', 'tsx', script]) !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
