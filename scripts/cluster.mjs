// npm run cluster: the product as an agency outgrowing one machine runs it (issue #22 point 1). HAProxy (Debian's
// package) in front of N app servers (default 3) on one PostgreSQL database and one S3-compatible store (s3rver, as a
// process of this script), health-checked on /api/health, WebSockets passed through, TRUST_PROXY set to the balancer,
// no sticky sessions. `-- --smoke` checks the cluster's promises and exits: requests spread over every server, one
// session valid on each, and a message written on server 1 arriving live on a socket held by server 2 and on one
// held through the balancer.
//
//   npm run cluster [-- --servers 3 --port 3000 --dir .tmp/cluster --upload-dir DIR --smoke]
//     --maxconn 9000     connections each HAProxy process takes (two file descriptors each: one for the browser, one
//                        for the server); HAProxy refuses to start when the FD limit (ulimit -n) cannot hold them
//     --balancers 1      HAProxy processes sharing the port (SO_REUSEPORT: the kernel spreads new connections over
//                        them): more connections than one process's FD limit allows (npm run bench:live-cluster)
//     --s3-port          s3rver's port (default the balancer's + 1569)
//     --server-port      the first app server's port (default the balancer's + 101; the others follow)
//     --bundle           the server bundle to run (default apps/api/dist/server.js; a bench compares two builds)
//     --upload-dir       files on that directory (STORAGE_DRIVER=local, shared by every server) instead of s3rver
//   DATABASE_URL: the database to share (default: a database "agency_cluster" on 127.0.0.1:5432, made if missing)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import S3rver from 's3rver';
import WebSocket from 'ws';
import { ensureBuilt, ensureInstalled, log, root, runUnderProjectNode, serverBundle } from './lib.mjs';

const { values: options } = parseArgs({
  options: {
    servers: { type: 'string', default: '3' },
    port: { type: 'string', default: '3000' },
    smoke: { type: 'boolean', default: false },
    // Its configuration, shared secret, files and process list (the e2e suite runs one cluster per worker).
    dir: { type: 'string', default: join('.tmp', 'cluster') },
    maxconn: { type: 'string', default: '9000' },
    balancers: { type: 'string', default: '1' },
    's3-port': { type: 'string' },
    'server-port': { type: 'string' },
    bundle: { type: 'string' },
    'upload-dir': { type: 'string' },
  },
});
const SERVERS = Number(options.servers);
const PORT = Number(options.port);
const FIRST_SERVER_PORT = Number(options['server-port'] ?? PORT + 101);
const S3_PORT = Number(options['s3-port'] ?? PORT + 1569);
const MAXCONN = Number(options.maxconn);
const BALANCERS = Number(options.balancers);
const dir = resolve(root, options.dir);
const balancer = `http://127.0.0.1:${PORT}`;

ensureInstalled();
await runUnderProjectNode();
ensureBuilt();
mkdirSync(dir, { recursive: true });
if (spawnSync('haproxy', ['-v']).status !== 0) {
  console.error('\n  ✖ HAProxy is not installed: apt-get install -y haproxy\n');
  process.exit(1);
}

const children = [];
let stopping = false;
function stopAll(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

/** The shared database: DATABASE_URL, or agency_cluster on the local server (created when missing). */
async function database() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  const { rowCount } = await admin.query(`select 1 from pg_database where datname = 'agency_cluster'`);
  if (!rowCount) await admin.query('create database agency_cluster');
  await admin.end();
  return 'postgres://postgres@127.0.0.1:5432/agency_cluster';
}

/** One secret for every server: a session signed by one is valid on all (no sticky sessions). */
function authSecret() {
  const file = join(dir, 'auth-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8');
}

function prefixed(name, stream) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`);
  });
}

function startChild(name, command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  prefixed(name, child.stdout);
  prefixed(name, child.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) log(`${name} stopped (${signal ?? code})`);
  });
  children.push(child);
  return child;
}

function haproxyConfig() {
  const servers = Array.from(
    { length: SERVERS },
    (_, i) => `  server s${i + 1} 127.0.0.1:${FIRST_SERVER_PORT + i} check inter 1s fall 3 rise 1`,
  );
  return `global
  # Each connection takes two file descriptors (client and server side); the default limit here is 20,000.
  maxconn ${MAXCONN}
defaults
  mode http
  # A frontend's own limit, else 2,000 in older HAProxy releases: the process's.
  maxconn ${MAXCONN}
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  # A WebSocket lives as long as its tab: the tunnel timeout, not the request's, applies after the upgrade.
  timeout tunnel 1h
  option forwardfor
frontend portal
  bind 127.0.0.1:${PORT}
  default_backend app
backend app
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  # A server busy for a moment is not a dead one: a check may take 5 s, and three must fail in a row. With 1 s and two
  # (as before), a stall of the shared machine or database took every server out at once and the balancer answered
  # 503 "no server available" to requests the servers would have answered (npm run soak, and thousands of sockets
  # connecting at once in npm run bench:live-cluster). A killed server still fails fast (connection refused), and a
  # request that never reached one is redispatched.
  timeout check 5s
  # Which server answered (the smoke check counts them); no cookie pins a browser to one.
  http-response set-header X-Served-By %s
  # A request that never reached a server (it had just died) goes to another; one that did is never sent twice.
  retries 3
  option redispatch 1
  retry-on conn-failure
${servers.join('\n')}
`;
}

async function waitFor(url, seconds) {
  for (let i = 0; i < seconds * 4; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Until the balancer's own health checks have marked every server up (each answers through it). */
async function everyServerBehind(seconds) {
  const seen = new Set();
  const until = Date.now() + seconds * 1000;
  while (seen.size < SERVERS && Date.now() < until) {
    const res = await fetch(`${balancer}/api/health`).catch(() => undefined);
    if (res?.ok) seen.add(res.headers.get('x-served-by'));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (seen.size < SERVERS) throw new Error(`only ${seen.size} of ${SERVERS} servers answered through the balancer`);
}

const databaseUrl = await database();
const s3 = new S3rver({
  port: S3_PORT,
  address: '127.0.0.1',
  silent: true,
  directory: join(dir, 's3'),
  configureBuckets: [{ name: 'agency' }],
});
await s3.run();
children.push({ kill: () => s3.close() });

const secret = authSecret();
for (let i = 0; i < SERVERS; i += 1) {
  startChild(`s${i + 1}`, process.execPath, [options.bundle ? resolve(root, options.bundle) : serverBundle], {
    NODE_ENV: 'production',
    APP_ENV: process.env.APP_ENV ?? 'demo',
    PORT: String(FIRST_SERVER_PORT + i),
    HOST: '127.0.0.1',
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${PORT}`,
    TRUST_PROXY: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: secret,
    ...(options['upload-dir']
      ? { STORAGE_DRIVER: 'local', UPLOAD_DIR: options['upload-dir'] }
      : { STORAGE_DRIVER: 's3', S3_BUCKET: 'agency' }),
    S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    DATA_DIR: join(dir, `s${i + 1}`),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
}
writeFileSync(join(dir, 'haproxy.cfg'), haproxyConfig());
// HAProxy binds with SO_REUSEPORT on Linux (unless told `noreuseport`): several processes share the port.
for (let i = 0; i < BALANCERS; i += 1) {
  startChild(BALANCERS > 1 ? `haproxy${i + 1}` : 'haproxy', 'haproxy', ['-db', '-f', join(dir, 'haproxy.cfg')]);
}

try {
  for (let i = 0; i < SERVERS; i += 1) await waitFor(`http://127.0.0.1:${FIRST_SERVER_PORT + i}/api/health`, 300);
  await waitFor(`${balancer}/api/health`, 30);
  await everyServerBehind(30);
} catch (error) {
  console.error(`\n  ✖ ${error.message}\n`);
  stopAll(1);
  await new Promise(() => {});
}
// Which process is which server (npm run faults kills one of them).
writeFileSync(
  join(dir, 'servers.json'),
  JSON.stringify(children.slice(1, 1 + SERVERS).map((child, i) => ({ name: `s${i + 1}`, pid: child.pid }))),
);
log(
  `The portal through HAProxy: ${balancer} (and http://localhost:${PORT})${BALANCERS > 1 ? `, ${BALANCERS} HAProxy processes of ${MAXCONN} connections each` : ''}`,
);
log(`  ${SERVERS} app servers on 127.0.0.1:${FIRST_SERVER_PORT}–${FIRST_SERVER_PORT + SERVERS - 1}`);
const files = options['upload-dir'] ?? `s3rver on 127.0.0.1:${S3_PORT} (bucket agency)`;
log(`  PostgreSQL: ${databaseUrl.replace(/\/\/[^@]*@/, '//')}; files: ${files}`);

if (options.smoke) {
  const { smoke } = await import('./cluster-smoke.mjs');
  const ok = await smoke({ balancer, servers: SERVERS, firstServerPort: FIRST_SERVER_PORT, WebSocket });
  stopAll(ok ? 0 : 1);
}
