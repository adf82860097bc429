// npm run soak — issue #22 point 4: the cluster (npm run cluster: 3 servers behind HAProxy, on a fresh PostgreSQL
// database) at half of its measured peak for --minutes (default 30; --minutes 2 for a quick one), a mix of reads,
// writes and uploads as the demo's signed-in agent and client (scripts/soak/load.mjs), with live sockets held through
// the balancer all along. First the peak: --peak-seconds (20) of back-to-back requests, --concurrency (32) at once.
// Then the soak, an open loop at half that rate, printing every minute: requests, errors, p50/p99 and each server's
// RSS (VmRSS from /proc/PID/status). Exits 1 on any error (a request not answered as expected, a dropped socket, a
// request the generator could not start), a p99 drift (last minute against the first) beyond --p99-drift (1.5x), or a
// server whose RSS grew from the end of the first minute to the end by more than --rss-growth (1.25x).
//
//   npm run soak [-- --minutes 30 --port 6100 --s3-port 6569 --servers 3 --sockets 60]
//   TEST_DATABASE_URL / DATABASE_URL: the PostgreSQL server; the database SOAK_DB (default soak_bench) is
//   made afresh on it and dropped at the end.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  closedLoop,
  dropDatabase,
  freshDatabase,
  holdSockets,
  mix,
  openLoop,
  picker,
  rssMb,
  signedIn,
  startCluster,
} from './soak/load.mjs';

const { values: options } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    port: { type: 'string', default: '6100' },
    's3-port': { type: 'string', default: '6569' },
    servers: { type: 'string', default: '3' },
    sockets: { type: 'string', default: '60' },
    concurrency: { type: 'string', default: '32' },
    'peak-seconds': { type: 'string', default: '20' },
    'p99-drift': { type: 'string', default: '1.5' },
    'rss-growth': { type: 'string', default: '1.25' },
  },
});
const MINUTES = Number(options.minutes);
const adminUrl =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = process.env.SOAK_DB ?? 'soak_bench';
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '–');

const databaseUrl = await freshDatabase(adminUrl, DB);
const cluster = await startCluster({
  port: Number(options.port),
  s3Port: Number(options['s3-port']),
  servers: Number(options.servers),
  databaseUrl,
});
let failed = false;
try {
  const users = await signedIn(cluster.balancer);
  const next = picker(cluster.balancer, mix(users));
  const sockets = await holdSockets(cluster.balancer, users, Number(options.sockets));
  console.log(`\nPeak: ${options['peak-seconds']} s of back-to-back requests, ${options.concurrency} at once…`);
  await closedLoop(next, 3, Number(options.concurrency)); // warm-up
  const peak = await closedLoop(next, Number(options['peak-seconds']), Number(options.concurrency));
  const rate = peak.rps / 2;
  console.log(
    `peak ${peak.rps.toFixed(0)} requests/s (p50 ${ms(peak.p50)}, p99 ${ms(peak.p99)}, ${peak.errors} errors${peak.errors ? ` ${JSON.stringify(peak.statuses)}` : ''}); load average ${load()}`,
  );
  console.log(
    `\nSoak: ${rate.toFixed(0)} requests/s (half the peak) for ${MINUTES} min, ${sockets.open} sockets held\n`,
  );
  const header = `| minute | requests | errors | p50 | p99 | ${cluster.servers.map((s) => `RSS ${s.name}`).join(' | ')} | sockets open | load average |`;
  console.log(header);
  console.log(`|${'---|'.repeat(header.split('|').length - 2)}`);
  const minutes = [];
  await openLoop(next, {
    rate,
    seconds: MINUTES * 60,
    windowSeconds: 60,
    onWindow(window, index, { skipped }) {
      const summary = window.summary();
      const rss = cluster.servers.map((server) => rssMb(server.pid));
      const errors = summary.errors + skipped;
      minutes.push({ ...summary, errors, rss, statuses: window.statuses, skipped });
      console.log(
        `${window.samples.map((line) => `  (error: ${line})\n`).join('')}| ${index + 1} | ${summary.requests} | ${errors}${skipped ? ` (${skipped} not started)` : ''}${summary.errors ? ` ${JSON.stringify(window.statuses)}` : ''} | ${ms(summary.p50)} | ${ms(summary.p99)} | ${rss.map((mb) => `${mb.toFixed(0)} MB`).join(' | ')} | ${sockets.open} | ${load()} |`,
      );
    },
  });
  const [first, last] = [minutes[0], minutes.at(-1)];
  const errors = minutes.reduce((sum, minute) => sum + minute.errors, 0) + sockets.drops;
  const drift = last.p99 / first.p99;
  const growth = first.rss.map((mb, i) => last.rss[i] / mb);
  const checks = [
    [errors === 0, `errors: ${errors} (requests ${errors - sockets.drops}, socket drops ${sockets.drops})`],
    [
      drift <= Number(options['p99-drift']),
      `p99 drift, last minute / first: ${drift.toFixed(2)}x (${ms(last.p99)} / ${ms(first.p99)}; budget ${options['p99-drift']}x)`,
    ],
    [
      growth.every((g) => g <= Number(options['rss-growth'])),
      `RSS, end / end of minute 1: ${growth.map((g, i) => `${cluster.servers[i].name} ${g.toFixed(2)}x`).join(', ')} (budget ${options['rss-growth']}x)`,
    ],
  ];
  console.log(`\nSoak of ${MINUTES} min at ${rate.toFixed(0)} requests/s, ${sockets.events} live events received:`);
  for (const [ok, line] of checks) console.log(`${ok ? '✓' : '✗'} ${line}`);
  failed = checks.some(([ok]) => !ok);
  sockets.close();
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await cluster.stop();
  await dropDatabase(adminUrl, DB);
}
process.exit(failed ? 1 : 0);
