// npm run faults: faults the cluster must survive, each with its printed figure (issue #22 point 2). Starts
// `npm run cluster` (3 servers behind HAProxy) on FAULTS_PORT (default 3600), then:
//   1. kill -9 of one app server during 1,000 acknowledged writes through the balancer: every acknowledged write is
//      in the database, and the socket that server held reconnects through the balancer to another and catches up
//      with no event missed (counted by message id);
//   2. PostgreSQL restarted during 1,000 writes: every remaining server healthy again by itself within 5 s of the
//      database's return, and every acknowledged write in it.
// The cluster runs on a private PostgreSQL this script starts (as the restart test does), never the shared one.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { createCluster } from '../apps/api/src/test/postgres-cluster.ts';
import { signIn } from './cluster-smoke.mjs';
import { log, root } from './lib.mjs';

const PORT = Number(process.env.FAULTS_PORT ?? 3600);
const WRITES = Number(process.env.FAULTS_WRITES ?? 1000);
const CONCURRENCY = 8;
const balancer = `http://127.0.0.1:${PORT}`;
const postgres = createCluster(Number(process.env.FAULTS_PG_PORT ?? 5499));
const databaseUrl = postgres.url;

function startCluster() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts/cluster.mjs'), '--port', String(PORT)], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'error', DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (String(chunk).includes('The portal through HAProxy')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the cluster stopped (${code})`)));
  });
}

/** A tab's live connection through the balancer: reconnects after a drop, resuming after the last event it saw. */
function liveTab(cookie) {
  const tab = { seen: new Set(), lastId: 0, server: null, drops: 0, reconnectMs: [] };
  let droppedAt = 0;
  const connect = () =>
    new Promise((resolve) => {
      const query = tab.lastId ? `?after=${tab.lastId}` : '';
      const socket = new WebSocket(`${balancer.replace('http', 'ws')}/api/live${query}`, {
        headers: { cookie, origin: balancer },
      });
      socket.on('upgrade', (response) => {
        tab.server = response.headers['x-served-by'];
      });
      socket.on('message', (data) => {
        const message = JSON.parse(String(data));
        if (message.kind === 'ready') {
          if (droppedAt) tab.reconnectMs.push(Date.now() - droppedAt);
          resolve();
        }
        if (message.kind !== 'event') return;
        tab.lastId = Math.max(tab.lastId, message.id);
        const id = message.payload?.messageId;
        if (id) tab.seen.add(id);
      });
      const retry = () => {
        if (tab.closed) return;
        tab.drops += 1;
        droppedAt ||= Date.now();
        setTimeout(() => connect().then(() => (droppedAt = 0)), 500);
      };
      socket.once('close', retry);
      socket.once('error', () => undefined);
      tab.socket = socket;
    });
  tab.ready = connect();
  tab.close = () => {
    tab.closed = true;
    tab.socket.close();
  };
  return tab;
}

/** WRITES messages through the balancer, CONCURRENCY at a time; `fault` runs (not awaited) at write 300. */
async function writeLoad(agent, projectId, fault) {
  const acknowledged = [];
  let refused = 0;
  let next = 0;
  let faulted;
  const started = Date.now();
  const worker = async () => {
    while (next < WRITES) {
      const n = next++;
      if (n === Math.floor(WRITES * 0.3)) faulted = fault(n);
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
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { acknowledged, refused, seconds: (Date.now() - started) / 1000, faulted: await faulted };
}

/** How many of these message ids the database holds. */
async function stored(ids) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query('select count(*)::int as n from messages where id = any($1::uuid[])', [ids]);
  await db.end();
  return rows[0].n;
}

async function session() {
  const agent = await signIn(balancer, 'agent@example.com');
  const client = await signIn(balancer, 'client@example.com');
  const projects = await (await fetch(`${balancer}/api/projects`, { headers: { cookie: client } })).json();
  return { agent, client, projectId: projects.items[0].id };
}

const servers = () => JSON.parse(readFileSync(join(root, '.tmp/cluster/servers.json'), 'utf8'));

async function killDuringWrites() {
  const { agent, client, projectId } = await session();
  const tab = liveTab(client);
  await tab.ready;
  const victim = servers().find((server) => server.name === tab.server);
  const { acknowledged, refused, seconds } = await writeLoad(agent, projectId, (n) => {
    process.kill(victim.pid, 'SIGKILL');
    log(`kill -9 ${victim.name} (pid ${victim.pid}), the server holding the client's socket, at write ${n}`);
  });
  const deadline = Date.now() + 20_000;
  while (acknowledged.some((id) => !tab.seen.has(id)) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 200));
  tab.close();

  const lost = acknowledged.length - (await stored(acknowledged));
  const missed = acknowledged.filter((id) => !tab.seen.has(id)).length;
  console.log(`
| kill -9 of one of 3 servers during ${WRITES} writes through the balancer | figure |
|---|---|
| writes acknowledged (201) | ${acknowledged.length} |
| writes not acknowledged (the client was told: 502/503 or a dropped connection) | ${refused} |
| acknowledged writes missing from the database | ${lost} |
| socket drops of the client's tab / reconnect through the balancer | ${tab.drops} / ${tab.reconnectMs.map((ms) => `${ms} ms`).join(', ') || '—'} (now on ${tab.server}) |
| acknowledged messages the tab never received live | ${missed} |
| time for the writes | ${seconds.toFixed(1)} s |
`);
  return { ok: lost === 0 && missed === 0 && tab.drops > 0 && tab.server !== victim.name, victim: victim.name };
}

/** Each live server's first healthy answer after `since`, in ms (polled every 100 ms, up to 30 s). */
async function backWithin(ports, since) {
  return Promise.all(
    ports.map(async (port) => {
      while (Date.now() - since < 30_000) {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        if (res?.ok) return Date.now() - since;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return Number.POSITIVE_INFINITY;
    }),
  );
}

async function restartPostgresDuringWrites(dead) {
  const { agent, projectId } = await session();
  const ports = servers()
    .filter((server) => server.name !== dead)
    .map((server) => PORT + 100 + Number(server.name.slice(1)));
  const { acknowledged, refused, seconds, faulted } = await writeLoad(agent, projectId, async (n) => {
    log(`PostgreSQL stopped at write ${n}, for 3 s`);
    postgres.stop();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    postgres.start();
    return backWithin(ports, Date.now());
  });
  const lost = acknowledged.length - (await stored(acknowledged));
  console.log(`
| PostgreSQL restarted during ${WRITES} writes (${ports.length} servers left) | figure |
|---|---|
| writes acknowledged (201) | ${acknowledged.length} |
| writes refused while it was away (503, nothing written) | ${refused} |
| acknowledged writes missing from the database | ${lost} |
| each server healthy again after PostgreSQL was back | ${faulted.map((ms) => `${ms} ms`).join(', ')} |
| time for the writes | ${seconds.toFixed(1)} s |
`);
  return lost === 0 && faulted.every((ms) => ms <= 5000);
}

let cluster;
let ok = false;
try {
  cluster = await startCluster();
  const killed = await killDuringWrites();
  const restarted = await restartPostgresDuringWrites(killed.victim);
  ok = killed.ok && restarted;
} finally {
  cluster?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  postgres.destroy();
}
console.log(ok ? '✓ every fault survived: no acknowledged write lost, no event missed' : '✗ a fault was not survived');
process.exit(ok ? 0 : 1);
