// The cluster under load, shared by npm run soak and npm run bench:cluster: starts `npm run cluster` on a fresh
// database, signs the demo's people in through the balancer, and drives a mix of reads, writes and uploads (closed
// loop for the peak, open loop at a fixed rate for the soak) while WebSockets are held; reads each server's RSS and
// CPU from /proc. Loopback only; every loop is bounded in time.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { cpuTicks, quantile } from '../bench-api/measure.mjs';
import { signIn } from '../cluster-smoke.mjs';
import { root } from '../lib.mjs';

export { cpuTicks };
export const CLK_TCK = 100;

/** A new, empty database `name` on the server of `adminUrl` (the cluster migrates and seeds the demo into it). */
export async function freshDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
}

export async function dropDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`).finally(() => admin.end());
}

/** `npm run cluster` as a child, resolved once HAProxy has every server behind it; `stop()` ends it. */
export function startCluster({ port, s3Port, servers, databaseUrl }) {
  return new Promise((resolve, reject) => {
    const args = [
      'scripts/cluster.mjs',
      '--port',
      String(port),
      '--s3-port',
      String(s3Port),
      '--servers',
      String(servers),
    ];
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'error', DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((done) => child.once('exit', done));
    child.stdout.on('data', (chunk) => {
      // What the balancer and the servers say of their health (a server marked down, one stopping) is shown.
      for (const line of String(chunk).split('\n'))
        if (/ DOWN| UP|stopped|✖/.test(line)) process.stdout.write(`  ${line}\n`);
      if (!String(chunk).includes('The portal through HAProxy')) return;
      const pids = JSON.parse(readFileSync(join(root, '.tmp/cluster/servers.json'), 'utf8'));
      resolve({
        balancer: `http://127.0.0.1:${port}`,
        servers: pids,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.once('exit', (code) => reject(new Error(`the cluster stopped (${code})`)));
  });
}

/** VmRSS of a process in MB, from /proc/PID/status. */
export function rssMb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });

function request(balancer, { method = 'GET', path, cookie, body, type }) {
  const { hostname, port } = new URL(balancer);
  return new Promise((resolve) => {
    const t0 = performance.now();
    const headers = { cookie, origin: balancer, accept: 'application/json' };
    if (body) Object.assign(headers, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    const req = http.request({ host: hostname, port, path, method, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => res.statusCode >= 400 && chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          ms: performance.now() - t0,
          // Who refused (the app's error shape, or HAProxy's own page) and why: the first words of the body.
          body: chunks.length
            ? `${res.headers['x-served-by'] ?? 'haproxy'}: ${Buffer.concat(chunks).toString().replace(/\s+/g, ' ').slice(0, 120)}`
            : undefined,
        }),
      );
      res.on('error', () => resolve({ status: 0, ms: performance.now() - t0 }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - t0 }));
    req.end(body);
  });
}

/** A 4 KB text file as multipart/form-data (field "file"), as the browser's upload sends it. */
function multipart(name) {
  const boundary = `----soak${randomBytes(8).toString('hex')}`;
  const content = `${'soak upload line\n'.repeat(240)}${randomBytes(8).toString('hex')}\n`;
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** The demo's agent and client signed in through the balancer, and the client's first project. */
export async function signedIn(balancer) {
  const agentCookie = await signIn(balancer, 'agent@example.com');
  const clientCookie = await signIn(balancer, 'client@example.com');
  const res = await fetch(`${balancer}/api/projects`, { headers: { cookie: clientCookie } });
  const projectId = (await res.json()).items[0].id;
  return { agent: agentCookie, client: clientCookie, projectId };
}

/** The mix: [weight, expected status, request]. Reads 70 %, writes 25 % (messages), uploads 5 %. */
export function mix(users) {
  const { agent: a, client: c, projectId } = users;
  let n = 0;
  return [
    [25, 200, () => ({ path: '/api/projects', cookie: c })],
    [20, 200, () => ({ path: '/api/tasks?limit=25', cookie: a })],
    [15, 200, () => ({ path: `/api/projects/${projectId}/messages`, cookie: c })],
    [10, 200, () => ({ path: '/api/files', cookie: a })],
    [
      25,
      201,
      () => ({
        method: 'POST',
        path: `/api/projects/${projectId}/messages`,
        cookie: a,
        type: 'application/json',
        body: JSON.stringify({ content: `Soak message ${n++}` }),
      }),
    ],
    [5, 201, () => ({ method: 'POST', path: '/api/files', cookie: a, ...multipart(`soak-${n++}.txt`) })],
  ];
}

/** One request of the mix, picked by weight; resolves with its latency and whether it answered as expected. */
export function picker(balancer, operations) {
  const total = operations.reduce((sum, [weight]) => sum + weight, 0);
  return async () => {
    const roll = Math.random() * total;
    let sum = 0;
    const [, expected, make] =
      operations.find(([weight]) => {
        sum += weight;
        return roll < sum;
      }) ?? operations[0];
    const res = await request(balancer, make());
    return { ok: res.status === expected, status: res.status, ms: res.ms, body: res.body };
  };
}

/** Latencies and errors of a window of requests. */
export function windowStats() {
  const window = { times: [], errors: 0, statuses: {}, samples: [] };
  window.add = (result) => {
    window.times.push(result.ms);
    if (!result.ok) {
      window.errors += 1;
      window.statuses[result.status] = (window.statuses[result.status] ?? 0) + 1;
      if (window.errors <= 3) window.samples.push(`${result.status} ${result.body ?? ''}`);
    }
  };
  window.summary = () => {
    const sorted = [...window.times].sort((x, y) => x - y);
    return { requests: sorted.length, errors: window.errors, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
  };
  return window;
}

/** `concurrency` callers back to back for `seconds`: the most the cluster answers (requests per second). */
export async function closedLoop(next, seconds, concurrency) {
  const stats = windowStats();
  const deadline = performance.now() + seconds * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) stats.add(await next());
    }),
  );
  return { ...stats.summary(), rps: stats.times.length / ((performance.now() - t0) / 1000), statuses: stats.statuses };
}

/**
 * `rate` requests per second for `seconds`, started on schedule whatever the answers' pace (an open loop: a slow
 * answer does not slow the arrivals), at most `maxInFlight` at once. `onWindow(stats, index)` every `windowSeconds`.
 */
export async function openLoop(next, { rate, seconds, windowSeconds = 60, maxInFlight = 512, onWindow }) {
  const t0 = performance.now();
  let issued = 0;
  let inFlight = 0;
  let skipped = 0;
  let window = windowStats();
  let windowIndex = 0;
  const pending = new Set();
  while (performance.now() - t0 < seconds * 1000) {
    const elapsed = (performance.now() - t0) / 1000;
    if (elapsed >= (windowIndex + 1) * windowSeconds) {
      onWindow(window, windowIndex++, { skipped });
      window = windowStats();
      skipped = 0;
    }
    const due = Math.floor(rate * elapsed);
    while (issued < due) {
      issued += 1;
      if (inFlight >= maxInFlight) {
        skipped += 1;
        continue;
      }
      inFlight += 1;
      const current = window;
      const promise = next().then((result) => {
        inFlight -= 1;
        current.add(result);
        pending.delete(promise);
      });
      pending.add(promise);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(pending);
  if (window.times.length) onWindow(window, windowIndex, { skipped });
}

/** `count` live sockets held through the balancer, half the agent's, half the client's; drops are counted. */
export async function holdSockets(balancer, users, count) {
  const held = { open: 0, drops: 0, events: 0, sockets: [] };
  await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const cookie = i % 2 ? users.client : users.agent;
      return new Promise((resolve, reject) => {
        const socket = new WebSocket(`${balancer.replace('http', 'ws')}/api/live`, {
          headers: { cookie, origin: balancer },
        });
        socket.on('message', (data) => {
          const message = JSON.parse(String(data));
          if (message.kind === 'ready') {
            held.open += 1;
            resolve();
          }
          if (message.kind === 'event') held.events += 1;
        });
        socket.once('close', () => {
          held.open -= 1;
          if (!held.closing) held.drops += 1;
        });
        socket.once('error', reject);
        held.sockets.push(socket);
      });
    }),
  );
  held.close = () => {
    held.closing = true;
    for (const socket of held.sockets) socket.close();
  };
  return held;
}
