// npm run bench:cluster — issue #22 "done when": throughput through the balancer with 3 servers against 1, in one run.
// The cluster (npm run cluster) on one fresh PostgreSQL database, started with 3 servers, then with 1, then 1, then 3
// (--rounds 2: each size measured twice, in both orders, so the database's growth and a neighbour's load land on both
// sides alike); each time the soak's mix (scripts/soak/load.mjs: reads, writes, uploads, with sockets held) at
// saturation, --concurrency (32) callers back to back for --seconds (20). Prints requests/s for each, the ratio, and
// the CPU each request cost the servers: the sum of every server process's utime + stime (/proc/PID/stat) over the
// measurement, divided by the requests answered.
//
// On a machine with fewer cores than servers (this one has 2), three servers cannot answer more than one: they share
// the same cores, and the ratio shows what running three costs (more processes, more connections, the balancer's
// spread), not what three machines would give. CPU per request is the figure that carries over: requests per second
// one server can answer is about (1000 / CPU ms per request) per core it is given.
//
//   npm run bench:cluster [-- --seconds 20 --rounds 2 --port 6200 --s3-port 6769 --concurrency 32 --sockets 30]
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  CLK_TCK,
  closedLoop,
  cpuTicks,
  dropDatabase,
  freshDatabase,
  holdSockets,
  mix,
  picker,
  signedIn,
  startCluster,
} from './soak/load.mjs';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
    port: { type: 'string', default: '6200' },
    's3-port': { type: 'string', default: '6769' },
    concurrency: { type: 'string', default: '32' },
    sockets: { type: 'string', default: '30' },
  },
});
const adminUrl =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = process.env.BENCH_CLUSTER_DB ?? 'cluster_bench';
const ORDER = Array.from({ length: Number(options.rounds) }, (_, i) => (i % 2 ? [1, 3] : [3, 1])).flat();

async function measure(servers, databaseUrl) {
  const cluster = await startCluster({
    port: Number(options.port),
    s3Port: Number(options['s3-port']),
    servers,
    databaseUrl,
  });
  try {
    const users = await signedIn(cluster.balancer);
    const next = picker(cluster.balancer, mix(users));
    const sockets = await holdSockets(cluster.balancer, users, Number(options.sockets));
    await closedLoop(next, 5, Number(options.concurrency)); // warm-up: JIT, pools, caches
    const ticks0 = cluster.servers.map((server) => cpuTicks(server.pid));
    const result = await closedLoop(next, Number(options.seconds), Number(options.concurrency));
    const ticks = cluster.servers.reduce((sum, server, i) => sum + cpuTicks(server.pid) - ticks0[i], 0);
    sockets.close();
    const answered = result.requests - result.errors;
    const cpuMs = (ticks * 1000) / CLK_TCK / answered;
    // How much of the machine the servers themselves used: well under the cores there are means the wait is elsewhere.
    const cores = ticks / CLK_TCK / Number(options.seconds);
    console.log(
      `  ${servers} server${servers > 1 ? 's' : ' '}: ${result.rps.toFixed(0)} requests/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${cpuMs.toFixed(2)} CPU ms/request (servers busy ${cores.toFixed(2)} cores), ${result.errors} errors; load average ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    );
    return { servers, ...result, cpuMs, cores };
  } finally {
    await cluster.stop();
  }
}

/** The middle value; of an even count, the mean of the middle two. */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const databaseUrl = await freshDatabase(adminUrl, DB);
let failed = false;
try {
  console.log(
    `\nThe soak's mix at saturation (${options.concurrency} callers, ${options.seconds} s), order ${ORDER.join(', ')}:`,
  );
  const runs = [];
  for (const servers of ORDER) runs.push(await measure(servers, databaseUrl));
  const of = (n, key) => median(runs.filter((run) => run.servers === n).map((run) => run[key]));
  const errors = runs.reduce((sum, run) => sum + run.errors, 0);
  failed = errors > 0;
  const [rps3, rps1, cpu3, cpu1] = [of(3, 'rps'), of(1, 'rps'), of(3, 'cpuMs'), of(1, 'cpuMs')];
  console.log(`
| through HAProxy, same mix (median of ${options.rounds}) | requests/s | server CPU ms/request | servers busy (cores) | p99 |
|---|---|---|---|---|
| 3 servers | ${rps3.toFixed(0)} | ${cpu3.toFixed(2)} | ${of(3, 'cores').toFixed(2)} | ${of(3, 'p99').toFixed(0)} ms |
| 1 server | ${rps1.toFixed(0)} | ${cpu1.toFixed(2)} | ${of(1, 'cores').toFixed(2)} | ${of(1, 'p99').toFixed(0)} ms |
| ratio 3 / 1 | ${(rps3 / rps1).toFixed(2)} | ${(cpu3 / cpu1).toFixed(2)} | | |

This machine has ${availableParallelism()} cores: 3 servers share them with PostgreSQL, HAProxy and this load generator, so
the ratio shows the overhead of running three, not the capacity three machines would add. CPU per request is the
figure to plan with: one server answers about ${(1000 / cpu1).toFixed(0)} requests/s of this mix per core it is given.
Servers busy well under the ${availableParallelism()} cores while latency is high means the wait was elsewhere (the
database, or the machine's other work: load average ${loadavg()[0].toFixed(1)}), not in the servers.
Errors over all runs: ${errors}.`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await dropDatabase(adminUrl, DB);
}
process.exit(failed ? 1 : 0);
