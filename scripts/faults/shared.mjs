// What the fault modules (scripts/faults/*.mjs) share: starting a cluster (scripts/cluster.mjs) on the fault run's
// private PostgreSQL, the demo session, and a write load through the balancer with its check in the database.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { signIn } from '../cluster-smoke.mjs';
import { root } from '../lib.mjs';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `npm run cluster` on `port` with these extra arguments and environment; resolves once every server is behind the
 * balancer, with the child and a stop() that waits for it to end.
 */
export function startCluster({ port, databaseUrl, args = [], env = {} }) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(root, 'scripts/cluster.mjs'), '--port', String(port), '--s3-port', String(port + 569), ...args],
      {
        cwd: root,
        env: { ...process.env, LOG_LEVEL: 'error', ...env, DATABASE_URL: databaseUrl },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let exited = false;
    const ended = new Promise((done) => child.once('exit', done));
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (String(chunk).includes('The portal through HAProxy'))
        resolve({
          child,
          balancer: `http://127.0.0.1:${port}`,
          port,
          async stop() {
            if (!exited) child.kill('SIGTERM');
            await ended;
          },
        });
    });
    child.on('exit', (code) => {
      exited = true;
      reject(new Error(`the cluster stopped (${code})`));
    });
  });
}

/** Which process is which server of the cluster last started (npm run cluster writes it). */
export const servers = () => JSON.parse(readFileSync(join(root, '.tmp/cluster/servers.json'), 'utf8'));

/** A server's own port (cluster.mjs: the balancer's port + 100 + its number). */
export const serverPort = (port, name) => port + 100 + Number(name.slice(1));

/** The demo agent and client signed in through the balancer, and the client's first project. */
export async function session(balancer) {
  const agent = await signIn(balancer, 'agent@example.com');
  const client = await signIn(balancer, 'client@example.com');
  const projects = await (await fetch(`${balancer}/api/projects`, { headers: { cookie: client } })).json();
  return { agent, client, projectId: projects.items[0].id };
}

/** One query on the fault run's database. */
export async function query(databaseUrl, text, values = []) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query(text, values)).rows;
  } finally {
    await db.end();
  }
}

/** How many of these message ids the database holds. */
export async function stored(databaseUrl, ids) {
  const rows = await query(databaseUrl, 'select count(*)::int as n from messages where id = any($1::uuid[])', [ids]);
  return rows[0].n;
}

/** `writes` messages through the balancer, `concurrency` at a time; `fault` runs (not awaited) at 30% of them. */
export async function writeLoad({ balancer, agent, projectId, writes, concurrency = 8, fault }) {
  const acknowledged = [];
  let refused = 0;
  let next = 0;
  let faulted;
  const started = Date.now();
  const worker = async () => {
    while (next < writes) {
      const n = next++;
      if (n === Math.floor(writes * 0.3)) faulted = fault(n);
      try {
        const res = await fetch(`${balancer}/api/projects/${projectId}/messages`, {
          method: 'POST',
          headers: { cookie: agent, 'content-type': 'application/json', origin: balancer },
          body: JSON.stringify({ content: `Fault run write ${n}` }),
        });
        if (res.status === 201) acknowledged.push((await res.json()).id);
        else refused += 1;
      } catch {
        refused += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { acknowledged, refused, seconds: (Date.now() - started) / 1000, faulted: await faulted };
}

/**
 * Until the balancer has every live server back in rotation (after a fault its health checks take a second or two
 * to mark a recovered server up again): each answers /api/health through it, up to 30 s.
 */
export async function settle(balancer, dead) {
  const expected = servers().filter((server) => !dead.has(server.name)).length;
  const seen = new Set();
  const until = Date.now() + 30_000;
  while (seen.size < expected && Date.now() < until) {
    const res = await fetch(`${balancer}/api/health`).catch(() => undefined);
    if (res?.ok) seen.add(res.headers.get('x-served-by'));
    await sleep(100);
  }
}

/** "3× 200, 1× 409": how often each answer came. */
export function tally(list) {
  const counts = new Map();
  for (const item of list) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].map(([item, n]) => `${n}× ${item}`).join(', ');
}
