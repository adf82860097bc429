// npm run bench:live — the live channel's budgets of issue #9 on the local PostgreSQL (not part of npm test).
//
// A scratch database gets 101 organisations set-based: "Bench Project" of organisation 0 with its 100 CLIENT members,
// and 100 more organisations of 100 CLIENT users each (10,000 idle users), one session per user (cookies signed as
// better-call signs them). Two real app processes (bench-live/app-server.ts) listen on loopback against it. Then:
//   (a) 10,000 authenticated idle sockets on process A: the server's RSS and heap before and after (its own numbers,
//       over IPC, after a GC), per socket;
//   (b) while those 10,000 stay connected, the 100 members' sockets (also on A) receive a `messages.created` event of
//       their project, published the way publish() does it (insert, NOTIFY on commit): time from
//       just before COMMIT to each socket's receipt, p50/p99 over ROUNDS rounds x 100 recipients;
//   (c) a change made through process A's API (PUT /api/me/presence by one member) reaches a member's socket on
//       process B: time from the request to receipt, p50/p99.
// Then both servers get SIGTERM with every socket still connected (as a deploy stops them): each must exit 0 within
// Fastify's close timeout. Loopback only, bounded. Exits 1 on a missed budget or an unclean stop.
//
//   TEST_DATABASE_URL / DATABASE_URL   the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_PORT (default 3350)          process A; B listens on +1
//   IDLE (10000), ROUNDS (50), SAMPLES (200), WARMUP (10: changes through A first, not counted)
import { fork } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import {
  adminQuery,
  databaseUrl,
  mb,
  percentile,
  publishRaw,
  seedLive,
  cookieFor as signedCookie,
  sleep,
} from './bench-live/seed.mjs';
import { root } from './lib.mjs';

const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_PORT ?? 3350);
const IDLE = Number(process.env.IDLE ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 50);
const SAMPLES = Number(process.env.SAMPLES ?? 200);
// The first requests of a process pay for opening the HTTP and pool connections and compiling the path; the budget is
// about a running server.
const WARMUP = Number(process.env.WARMUP ?? 10);
const MEMBERS = 100;
const AUTH_SECRET = 'bench-live-secret-bench-live-secret-0123456789';
const scratch = `live_bench_${process.pid}`;
const scratchUrl = databaseUrl(url, scratch);
const children = new Set();

/**
 * Every connect announces the user's presence to their organisation (100 people), so 10,000 connects are ~1,000,000
 * deliveries. (b) and (c) measure idle sockets, so they start once no socket has received anything for QUIET_MS
 * (bounded); how long that took is reported.
 */
const QUIET_MS = 1000;
let lastDelivery = 0;
async function quiet() {
  const started = performance.now();
  while (performance.now() - Math.max(lastDelivery, started) < QUIET_MS) {
    if (performance.now() - started > 180_000) throw new Error('live events still arriving after 180 s');
    await sleep(50);
  }
  return (Math.max(lastDelivery, started) - started) / 1000;
}

const admin = (sql) => adminQuery(url, sql);

function startServer(port, migrate) {
  const child = fork(join(root, 'scripts/bench-live/app-server.ts'), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: {
      ...process.env,
      APP_ENV: 'demo',
      AUTH_SECRET,
      DATABASE_URL: scratchUrl,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      BENCH_MIGRATE: migrate ? '1' : '0',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (code !== 0) process.stderr.write(`  server on port ${port} exited (${code ?? signal})\n`);
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => (message.ready ? resolve(child) : reject(new Error('server not ready'))));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** SIGTERM, as a deploy stops a server: its exit code and how long its graceful shutdown took. */
function stopServer(child) {
  const started = performance.now();
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal, seconds: (performance.now() - started) / 1000 }));
    child.kill('SIGTERM');
  });
}

const memoryOf = (child) =>
  new Promise((resolve) => {
    child.once('message', (message) => resolve(message.memory));
    child.send({ memory: true });
  });

const cookieFor = (token) => signedCookie(AUTH_SECRET, token);

/** Opens a socket and resolves once the server said it is live. */
function openSocket(port, cookie, onEvent) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/live`, {
      headers: { cookie, origin: `http://127.0.0.1:${port}` },
      perMessageDeflate: false,
    });
    socket.on('message', (data) => {
      lastDelivery = performance.now();
      const message = JSON.parse(String(data));
      if (message.kind === 'ready') resolve(socket);
      else if (message.kind === 'event') onEvent?.(message);
    });
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

async function main() {
  await admin(`create database ${scratch}`);
  const db = new pg.Client({ connectionString: scratchUrl });
  let a;
  let b;
  const sockets = [];
  try {
    a = await startServer(PORT, true);
    b = await startServer(PORT + 1, false);
    await db.connect();
    // 101 organisations; organisation 0 owns the 100-member project.
    const seeded = await seedLive(db, { members: MEMBERS, idle: IDLE, orgs: 100 });
    const rows = seeded.users;
    const tokens = new Map(rows.map((row) => [row.email, row.token]));
    const { projectId } = seeded;

    // (a) idle sockets
    const before = await memoryOf(a);
    const started = performance.now();
    const idleEmails = rows.filter((row) => row.email.startsWith('idle')).map((row) => row.email);
    for (let i = 0; i < idleEmails.length; i += 50) {
      const batch = idleEmails.slice(i, i + 50);
      sockets.push(...(await Promise.all(batch.map((email) => openSocket(PORT, cookieFor(tokens.get(email)))))));
      if (sockets.length % 1000 === 0) process.stderr.write(`  ${sockets.length} idle sockets connected\n`);
    }
    const connectSeconds = (performance.now() - started) / 1000;
    const settleSeconds = await quiet();
    const after = await memoryOf(a);

    // (b) the 100 members on A, while the idle sockets stay connected
    const received = new Map();
    const members = rows.filter((row) => row.email.startsWith('member'));
    for (const member of members) {
      sockets.push(
        await openSocket(PORT, cookieFor(tokens.get(member.email)), (event) => {
          if (event.type !== 'messages.created') return;
          const list = received.get(event.payload.round) ?? [];
          list.push(performance.now());
          received.set(event.payload.round, list);
        }),
      );
    }
    await quiet();
    const fanout = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { sentAt } = await publishRaw(db, [{ type: 'messages.created', projectId, payload: { round } }]);
      const deadline = Date.now() + 5000;
      while ((received.get(round)?.length ?? 0) < MEMBERS && Date.now() < deadline) await sleep(2);
      const times = received.get(round) ?? [];
      if (times.length < MEMBERS)
        throw new Error(`round ${round}: ${times.length} of ${MEMBERS} sockets got the event`);
      for (const at of times) fanout.push(at - sentAt);
      await sleep(20);
    }

    // (c) through A's API to a socket on B
    const [actor, watcher] = members;
    let pendingResolve;
    const onB = await openSocket(PORT + 1, cookieFor(tokens.get(watcher.email)), (event) => {
      if (event.type === 'presence.updated' && event.payload.userId === actor.id) pendingResolve?.(performance.now());
    });
    sockets.push(onB);
    const cross = [];
    const failures = [];
    process.stderr.write(
      `  (a) ${IDLE} idle: RSS ${mb(before.rss)} -> ${mb(after.rss)} MB; (b) p50 ${percentile(fanout, 50).toFixed(1)} ms p99 ${percentile(fanout, 99).toFixed(1)} ms\n`,
    );
    for (let i = 0; i < WARMUP + SAMPLES; i++) {
      const choice = i % 2 === 0 ? 'away' : 'busy';
      const arrived = new Promise((resolve) => {
        pendingResolve = resolve;
      });
      const sentAt = performance.now();
      const res = await fetch(`http://127.0.0.1:${PORT}/api/me/presence`, {
        method: 'PUT',
        headers: {
          cookie: cookieFor(tokens.get(actor.email)),
          origin: `http://127.0.0.1:${PORT}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ choice }),
      });
      if (res.status !== 200) {
        failures.push(res.status);
        continue;
      }
      const at = await Promise.race([arrived, sleep(5000).then(() => null)]);
      if (at === null) throw new Error('process B never delivered the change');
      if (i >= WARMUP) cross.push(at - sentAt);
    }

    // Both servers stop while every socket is still connected (10,000 + 100 on A), as in a deploy.
    const [stopA, stopB] = await Promise.all([stopServer(a), stopServer(b)]);
    const stopped = (stop) => `exit ${stop.code ?? stop.signal} in ${stop.seconds.toFixed(1)} s`;
    const cleanStop = stopA.code === 0 && stopB.code === 0;

    const rowsOut = [
      [
        '(a) idle sockets on one process',
        `${after.sockets.toLocaleString('en')} connected in ${connectSeconds.toFixed(1)} s`,
        '',
      ],
      ['    presence of the connects delivered', `${settleSeconds.toFixed(1)} s after the last connect`, ''],
      ['    server RSS before / after', `${mb(before.rss)} MB / ${mb(after.rss)} MB`, ''],
      [
        '    per socket (RSS / heap)',
        `${((after.rss - before.rss) / IDLE / 1024).toFixed(1)} KB / ${((after.heapUsed - before.heapUsed) / IDLE / 1024).toFixed(1)} KB`,
        '',
      ],
      [
        `(b) project event to ${MEMBERS} sockets, ${IDLE.toLocaleString('en')} idle connected`,
        `p50 ${percentile(fanout, 50).toFixed(1)} ms, p99 ${percentile(fanout, 99).toFixed(1)} ms (${fanout.length} deliveries)`,
        percentile(fanout, 99) < 100 ? 'ok (< 100 ms)' : 'MISSED (< 100 ms)',
      ],
      [
        '(c) change via process A → socket on process B',
        `p50 ${percentile(cross, 50).toFixed(1)} ms, p99 ${percentile(cross, 99).toFixed(1)} ms (${cross.length} samples after ${WARMUP}${failures.length > 0 ? `, ${failures.length} refused: ${[...new Set(failures)].join(', ')}` : ''})`,
        percentile(cross, 99) < 50 ? 'ok (< 50 ms)' : 'MISSED (< 50 ms)',
      ],
      [
        `SIGTERM with ${(IDLE + MEMBERS).toLocaleString('en')} sockets on A: A / B`,
        `${stopped(stopA)} / ${stopped(stopB)}`,
        cleanStop ? 'ok (exit 0)' : 'FAILED (exit 0)',
      ],
    ];
    const width = Math.max(...rowsOut.map((row) => row[0].length));
    const width2 = Math.max(...rowsOut.map((row) => row[1].length));
    process.stdout.write('\nbench:live (PostgreSQL, loopback)\n\n');
    for (const [what, value, verdict] of rowsOut) {
      process.stdout.write(`  ${what.padEnd(width)}  ${value.padEnd(width2)}  ${verdict}\n`);
    }
    process.stdout.write('\n');
    process.exitCode = percentile(fanout, 99) < 100 && percentile(cross, 99) < 50 && cleanStop ? 0 : 1;
  } finally {
    for (const socket of sockets) socket.terminate();
    await db.end().catch(() => {});
    // Only after a failure are servers still running here.
    for (const child of children) {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        if (child.exitCode !== null) resolve();
        else child.once('exit', resolve);
      });
    }
    await admin(`drop database if exists ${scratch} with (force)`);
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGKILL');
    admin(`drop database if exists ${scratch} with (force)`).finally(() => process.exit(1));
  });
}

await main();
