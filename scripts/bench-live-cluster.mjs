// npm run bench:live-cluster — issue #22 point 5, live at scale: SOCKETS (30,000) authenticated WebSockets through
// the balancer of `npm run cluster` (3 app servers behind HAProxy, on the local PostgreSQL), then
//   (a) how they spread: sockets per server (as the balancer's X-Served-By told each tab, and as the server's own
//       established TCP connections count them), each server's RSS before and after, per socket; the time to open all;
//   (b) while all are connected, a project event to its 100 members (tabs of this process, on every server):
//       from just before COMMIT to each tab's receipt, p50/p99 over ROUNDS rounds;
//   (c) one server killed (kill -9) while events keep coming (every TICK_MS: one to the project, one to every
//       organisation): its tabs reconnect through the balancer to the others, as the portal's tab does (its backoff,
//       resuming after the last event id); the time from the kill to each one's `ready` (p50/max, budget 10 s), and
//       the events any tab never received, counted by id (budget 0), with the resets (a tab too far behind is told to
//       refetch instead of replaying: its skipped events count as missed).
// The client shares this machine (CLIENTS processes, each on its own source addresses 127.0.0.2..9 so that
// client→balancer connections are not bound by one address's ephemeral ports). One user and session per socket,
// seeded in SQL (scripts/bench-live/seed.mjs). Exits 1 on a missed budget.
//
//   BENCH_PORT (7000): the balancer; servers on BENCH_SERVER_PORT (+101)..; s3rver on BENCH_S3_PORT (+569). BENCH_BUNDLE:
//   another server build to run (a before/after pair). BENCH_DATABASE (live_cluster_bench) on
//   TEST_DATABASE_URL's server, dropped and made again. SOCKETS (30000), ORG_SIZE (100), ROUNDS (50), TICK_MS (1000),
//   CLIENTS (a process per 8,000 sockets), CONCURRENCY (20 connects in flight per client process).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { adminQuery, cookieFor, databaseUrl, mb, percentile, publishRaw, seedLive, sleep } from './bench-live/seed.mjs';
import { openAll, summarise, Tab } from './bench-live-cluster/tabs.mjs';
import { root } from './lib.mjs';

const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_PORT ?? 7000);
const SERVER_PORT = Number(process.env.BENCH_SERVER_PORT ?? PORT + 101);
const S3_PORT = Number(process.env.BENCH_S3_PORT ?? PORT + 569);
const NAME = process.env.BENCH_DATABASE ?? 'live_cluster_bench';
const SOCKETS = Number(process.env.SOCKETS ?? 30_000);
const MEMBERS = 100;
const ORG_SIZE = Number(process.env.ORG_SIZE ?? 100);
const ROUNDS = Number(process.env.ROUNDS ?? 50);
const TICK_MS = Number(process.env.TICK_MS ?? 1000);
const CLIENTS = Number(process.env.CLIENTS ?? Math.max(2, Math.ceil(SOCKETS / 8000)));
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 20);
const SERVERS = 3;
const RECONNECT_BUDGET_MS = 10_000;
const IDLE = SOCKETS - MEMBERS;
const ORGS = Math.ceil(IDLE / ORG_SIZE);
const balancer = `http://127.0.0.1:${PORT}`;
const ADDRESSES = Array.from({ length: 8 }, (_, i) => `127.0.0.${i + 2}`);
const scratchUrl = databaseUrl(url, NAME);
const children = new Set();

/** This process's open-file limit, soft and hard (/proc/self/limits). */
function fileLimit() {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const [soft, hard] = line.split(/\s+/).slice(3, 5);
  return { soft: Number(soft), hard: hard === 'unlimited' ? Number.POSITIVE_INFINITY : Number(hard) };
}

/**
 * A child with its soft FD limit raised to the hard one (`ulimit -n` can go no further without CAP_SYS_RESOURCE): the
 * cluster's servers and HAProxy inherit it.
 */
function spawnRaised(args, options) {
  return spawn('sh', ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$@"', 'sh', ...args], options);
}

function track(child, name) {
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (code && !stopping) process.stderr.write(`  ${name} exited (${code ?? signal})\n`);
  });
  return child;
}
let stopping = false;

function startCluster(maxconn, balancers) {
  const args = [process.execPath, join(root, 'scripts/cluster.mjs'), '--port', String(PORT)];
  args.push('--maxconn', String(maxconn), '--balancers', String(balancers), '--s3-port', String(S3_PORT));
  args.push('--server-port', String(SERVER_PORT));
  if (process.env.BENCH_BUNDLE) args.push('--bundle', process.env.BENCH_BUNDLE);
  const child = track(
    spawnRaised(args, {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'error', DATABASE_URL: scratchUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
    'cluster',
  );
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      process.stderr.write(chunk);
      if (String(chunk).includes('The portal through HAProxy')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the cluster stopped (${code})`)));
  });
}

/** A client process, its FD limit raised as the cluster's. */
function startClient(i) {
  const child = track(
    spawnRaised([process.execPath, '--import', 'tsx', join(root, 'scripts/bench-live-cluster/client.mjs')], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
    `client ${i + 1}`,
  );
  child.ask = (message, key) =>
    new Promise((resolve, reject) => {
      const onMessage = (answer) => {
        if (answer.error) reject(new Error(answer.error));
        else if (key in answer) {
          child.off('message', onMessage);
          resolve(answer);
        } else if (answer.count) child.progress = answer.count;
      };
      child.on('message', onMessage);
      child.send(message);
    });
  return child;
}

/** CPU time a process has used so far (user + system), in ms (/proc/PID/stat, clock ticks of 10 ms). */
const cpuMsOf = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
/** Established TCP connections on a server's port, as the kernel counts them (its sockets plus a health check). */
const established = (port) =>
  spawnSync('ss', ['-Htn', 'state', 'established', `( sport = :${port} )`], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean).length;

/** The kernel's count of connections dropped because a listen queue was full (this network namespace, all ports). */
function listenOverflows() {
  const [names, values] = readFileSync('/proc/net/netstat', 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('TcpExt:'))
    .map((line) => line.split(/\s+/));
  return Number(values[names.indexOf('ListenOverflows')]);
}

async function main() {
  const limit = fileLimit();
  // Two descriptors per proxied socket, a margin for listeners, checks and logs; capped as HAProxy computes it.
  const maxconn = Math.min(9000, Math.floor((limit.hard - 200) / 2));
  // The sockets of a killed server come back on the others: room for all, and 20% for the kernel's uneven spread.
  const balancers = Math.ceil((SOCKETS * 1.2) / maxconn);
  const perClient = Math.ceil(SOCKETS / CLIENTS);
  if (perClient + 200 > limit.hard) throw new Error(`${perClient} sockets per client > open-file limit ${limit.hard}`);
  process.stderr.write(
    `  open files: soft ${limit.soft}, hard ${limit.hard}; HAProxy: ${balancers} processes × maxconn ${maxconn}; ${CLIENTS} client processes\n`,
  );
  await adminQuery(url, `drop database if exists ${NAME} with (force)`);
  await adminQuery(url, `create database ${NAME}`);
  const cluster = await startCluster(maxconn, balancers);
  const servers = JSON.parse(readFileSync(join(root, '.tmp/cluster/servers.json'), 'utf8')).map((server, i) => ({
    ...server,
    port: SERVER_PORT + i,
  }));
  const secret = readFileSync(join(root, '.tmp/cluster/auth-secret'), 'utf8');
  const db = new pg.Client({ connectionString: scratchUrl });
  await db.connect();
  const seeded = await seedLive(db, { members: MEMBERS, idle: IDLE, orgs: ORGS });
  const members = seeded.users.filter((user) => user.org === 0);
  const idle = seeded.users.filter((user) => user.org !== 0);
  process.stderr.write(`  seeded ${seeded.users.length} users in ${ORGS + 1} organisations, one session each\n`);

  // (a) every socket
  const rssBefore = servers.map((server) => rssOf(server.pid));
  const received = new Map();
  const memberTabs = members.map(
    (user, i) =>
      new Tab({
        balancer,
        cookie: cookieFor(secret, user.token),
        org: 0,
        localAddress: ADDRESSES[i % ADDRESSES.length],
        onEvent: (event) => {
          const list = received.get(event.id) ?? [];
          list.push(performance.now());
          received.set(event.id, list);
        },
      }),
  );
  const clients = Array.from({ length: CLIENTS }, (_, i) => startClient(i));
  const started = performance.now();
  const progress = setInterval(() => {
    const count = clients.reduce((sum, client) => sum + (client.progress ?? 0), 0);
    process.stderr.write(
      `  ${count} idle sockets connected (${((performance.now() - started) / 1000).toFixed(0)} s)\n`,
    );
  }, 10_000);
  const opened = await Promise.all([
    ...clients.map((client, i) =>
      client.ask(
        {
          open: {
            balancer,
            addresses: ADDRESSES,
            concurrency: CONCURRENCY,
            tabs: idle.slice(i * perClient, (i + 1) * perClient).map((user) => ({
              cookie: cookieFor(secret, user.token),
              org: user.org,
            })),
          },
        },
        'opened',
      ),
    ),
    openAll(memberTabs, 10),
  ]);
  clearInterval(progress);
  const connectSeconds = (performance.now() - started) / 1000;
  process.stderr.write(`  ${SOCKETS} sockets connected in ${connectSeconds.toFixed(1)} s; presence settling\n`);
  await sleep(15_000);
  const spread = await Promise.all(clients.map((client) => client.ask({ summary: {} }, 'summary')));
  const perServer = {};
  for (const { summary } of [...spread, { summary: summarise(memberTabs, {}) }]) {
    for (const [name, count] of Object.entries(summary.perServer)) perServer[name] = (perServer[name] ?? 0) + count;
  }
  const rssAfter = servers.map((server) => rssOf(server.pid));
  const tcpAfter = servers.map((server) => established(server.port));
  const loadA = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

  // (b) fan-out to the 100 members while all are connected
  const fanout = [];
  for (let round = 0; round < ROUNDS; round++) {
    const { ids, sentAt } = await publishRaw(db, [
      { type: 'messages.created', projectId: seeded.projectId, payload: { round } },
    ]);
    const deadline = Date.now() + 5000;
    while ((received.get(ids[0])?.length ?? 0) < MEMBERS && Date.now() < deadline) await sleep(2);
    const times = received.get(ids[0]) ?? [];
    if (times.length < MEMBERS) throw new Error(`round ${round}: ${times.length} of ${MEMBERS} tabs got the event`);
    for (const at of times) fanout.push(at - sentAt);
    await sleep(20);
  }
  const loadB = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

  // (c) kill -9 of one server while events keep coming
  const orgEvents = [...seeded.orgIds].filter(([n]) => n !== 0);
  /** The counted events due to each organisation's tabs (0: the project's members), by id. */
  const expected = Object.fromEntries([0, ...orgEvents.map(([n]) => n)].map((n) => [n, []]));
  let ticking = true;
  const ticker = (async () => {
    for (let tick = 0; ticking; tick++) {
      const events = [
        { type: 'messages.created', projectId: seeded.projectId, payload: { tick } },
        ...orgEvents.map(([, clientId]) => ({ type: 'subscriptions.updated', clientId, payload: { tick } })),
      ];
      const { ids } = await publishRaw(db, events);
      expected[0].push(ids[0]);
      for (const [i, [n]] of orgEvents.entries()) expected[n].push(ids[i + 1]);
      await sleep(TICK_MS);
    }
  })();
  await sleep(2 * TICK_MS);
  const victim = servers[0];
  const onVictim = perServer[victim.name] ?? 0;
  const overflowsBefore = listenOverflows();
  const cpuBefore = servers.slice(1).map((server) => cpuMsOf(server.pid));
  const killedAt = Date.now();
  process.kill(victim.pid, 'SIGKILL');
  process.stderr.write(`  killed ${victim.name} (pid ${victim.pid}) holding ${onVictim} sockets\n`);
  // Until every tab is live again (bounded), then a few more ticks reach them all.
  const waitUntil = Date.now() + 60_000;
  let back;
  let polls = 0;
  for (;;) {
    await sleep(500);
    back = await Promise.all(clients.map((client) => client.ask({ summary: { killedAt } }, 'summary')));
    const live = back.reduce((sum, { summary }) => sum + summary.live, 0) + memberTabs.filter((t) => t.live).length;
    if (++polls % 10 === 0) {
      const waiting = {};
      for (const { summary } of back)
        for (const [k, v] of Object.entries(summary.waiting)) waiting[k] = (waiting[k] ?? 0) + v;
      process.stderr.write(
        `  ${((Date.now() - killedAt) / 1000).toFixed(0)} s after the kill: ${live} live, waiting ${JSON.stringify(waiting)}, ${listenOverflows() - overflowsBefore} listen overflows\n`,
      );
    }
    // Not before the killed server's tabs have noticed (a loaded machine may take a moment to tell them).
    const dropped =
      back.reduce((sum, { summary }) => sum + summary.drops, 0) + memberTabs.filter((t) => t.drops).length;
    if ((live === SOCKETS && dropped >= onVictim) || Date.now() > waitUntil) break;
  }
  const cpuStorm = servers.slice(1).map((server, i) => cpuMsOf(server.pid) - cpuBefore[i]);
  const stormSeconds = (Date.now() - killedAt) / 1000;
  await sleep(3 * TICK_MS);
  ticking = false;
  await ticker;
  await sleep(3000);
  const loadC = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const after = [
    ...(await Promise.all(clients.map((client) => client.ask({ summary: { killedAt, expected } }, 'summary')))).map(
      (answer) => answer.summary,
    ),
    summarise(memberTabs, { killedAt, expected }),
  ];
  const total = (key) => after.reduce((sum, summary) => sum + summary[key], 0);
  const reconnectMs = after.flatMap((summary) => summary.reconnectMs);
  const perServerAfter = {};
  for (const summary of after) {
    for (const [name, count] of Object.entries(summary.perServer))
      perServerAfter[name] = (perServerAfter[name] ?? 0) + count;
  }
  const errors = {};
  for (const summary of after) for (const [k, v] of Object.entries(summary.errors)) errors[k] = (errors[k] ?? 0) + v;
  const survivors = servers.slice(1);
  const rssSurvivors = survivors.map((server) => rssOf(server.pid));
  const expectedCount = Object.entries(expected).reduce(
    (sum, [org, ids]) => sum + ids.length * (org === '0' ? MEMBERS : ORG_SIZE),
    0,
  );

  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const reconnectP50 = reconnectMs.length > 0 ? percentile(reconnectMs, 50) : Number.POSITIVE_INFINITY;
  const reconnectP90 = reconnectMs.length > 0 ? percentile(reconnectMs, 90) : Number.POSITIVE_INFINITY;
  const reconnectMax = reconnectMs.length > 0 ? Math.max(...reconnectMs) : Number.POSITIVE_INFINITY;
  const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'none');
  const missed = total('missed');
  const rows = [
    [
      `(a) sockets through the balancer`,
      `${total('tabs').toLocaleString('en')} in ${connectSeconds.toFixed(1)} s (${opened
        .slice(0, CLIENTS)
        .map((o) => `${o.seconds.toFixed(0)} s`)
        .join(', ')} per client process)`,
      '',
    ],
    ...servers.map((server, i) => [
      `    ${server.name}: sockets (balancer / server's TCP)`,
      `${(perServer[server.name] ?? 0).toLocaleString('en')} / ${tcpAfter[i].toLocaleString('en')}; RSS ${mb(rssBefore[i])} → ${mb(rssAfter[i])} MB, ${kb((rssAfter[i] - rssBefore[i]) / Math.max(1, perServer[server.name] ?? 0))} per socket`,
      '',
    ]),
    [
      `(b) project event to ${MEMBERS} members, all connected`,
      `p50 ${percentile(fanout, 50).toFixed(1)} ms, p99 ${percentile(fanout, 99).toFixed(1)} ms (${fanout.length} deliveries)`,
      percentile(fanout, 99) < 100 ? 'ok (< 100 ms)' : 'MISSED (< 100 ms)',
    ],
    [
      `(c) kill -9 ${victim.name} holding ${onVictim.toLocaleString('en')} sockets: back on others`,
      `${reconnectMs.length.toLocaleString('en')} reconnected, p50 ${ms(reconnectP50)}, p90 ${ms(reconnectP90)}, max ${ms(reconnectMax)} after the kill`,
      reconnectMax < RECONNECT_BUDGET_MS && total('live') === SOCKETS ? 'ok (< 10 s)' : 'MISSED (< 10 s)',
    ],
    ...survivors.map((server, i) => [
      `    ${server.name} afterwards`,
      `${(perServerAfter[server.name] ?? 0).toLocaleString('en')} sockets, RSS ${mb(rssSurvivors[i])} MB; CPU ${(cpuStorm[i] / 1000).toFixed(1)} s in the ${stormSeconds.toFixed(0)} s until all were back`,
      '',
    ]),
    [
      `    survivors' CPU per reconnected socket`,
      `${(cpuStorm.reduce((a, b) => a + b, 0) / Math.max(1, reconnectMs.length)).toFixed(1)} ms`,
      '',
    ],
    [
      `    events missed (by id, of ${expectedCount.toLocaleString('en')} due)`,
      `${missed} (${total('resets')} resets, ${total('duplicates')} duplicates, ${total('drops')} drops, ${total('live').toLocaleString('en')} live at the end)`,
      missed === 0 ? 'ok (0)' : 'MISSED (0)',
    ],
  ];
  const width = Math.max(...rows.map((row) => row[0].length));
  const width2 = Math.max(...rows.map((row) => row[1].length));
  process.stdout.write(
    `\nbench:live-cluster (${SERVERS} servers behind ${balancers} HAProxy processes, PostgreSQL, loopback; the client's ${CLIENTS} processes share this ${readFileSync('/proc/cpuinfo', 'utf8').match(/^processor/gm).length}-core machine)\n\n`,
  );
  for (const [what, value, verdict] of rows)
    process.stdout.write(`  ${what.padEnd(width)}  ${value.padEnd(width2)}  ${verdict}\n`);
  process.stdout.write(
    `\n  listen queue overflows after the kill (kernel, every port): ${listenOverflows() - overflowsBefore}`,
  );
  process.stdout.write(`\n  load average: ${loadA} after (a), ${loadB} after (b), ${loadC} after (c)`);
  if (Object.keys(errors).length > 0) process.stdout.write(`; refused connects (whole run): ${JSON.stringify(errors)}`);
  process.stdout.write('\n\n');
  process.exitCode = percentile(fanout, 99) < 100 && reconnectMax < RECONNECT_BUDGET_MS && missed === 0 ? 0 : 1;
  for (const tab of memberTabs) tab.stop();
  await db.end();
  stopping = true;
  for (const client of clients) client.disconnect();
  cluster.kill('SIGTERM');
  await new Promise((resolve) => cluster.once('exit', resolve));
}

async function cleanUp() {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await sleep(2000);
  await adminQuery(url, `drop database if exists ${NAME} with (force)`).catch(() => {});
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => cleanUp().finally(() => process.exit(1)));

try {
  await main();
} catch (error) {
  process.stderr.write(`\n  ✖ ${error.stack ?? error.message}\n`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
