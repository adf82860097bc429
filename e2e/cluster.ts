// The suite through the balancer (issue #22 point 1): with E2E_CLUSTER=N, each Playwright worker runs
// `npm run cluster` — HAProxy in front of N app servers on one PostgreSQL database and s3rver — instead of one
// server on an embedded database, and every journey's browser and API clients go through HAProxy. Each worker's
// database is a copy of one seeded once per run (as e2e/server.ts does with the embedded one), so workers never
// see each other's writes. `members` are the servers behind the balancer, for the journeys that pin one browser
// to each (messaging-approval.spec.ts: the agent on server 1, the client on server 2).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { type E2eServer, e2eTmp, stoppable } from './server';

const root = resolve(import.meta.dirname, '..');
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const READY_WITHIN_MS = 180_000;
const templateDir = resolve(e2eTmp, 'e2e-cluster-template');
const TEMPLATE_DATABASE = 'e2e_cluster_template';
/** The PostgreSQL server's maintenance database, where the per-worker databases are made. */
const adminUrl = process.env.E2E_CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** One secret for the seed (it seals the demo's integration credentials) and every server of every worker. */
const AUTH_SECRET = 'e2e-cluster-secret-0123456789abcdef0123456789';

export const clusterSize = Number(process.env.E2E_CLUSTER ?? 0);

/**
 * E2E_BASE_URL: a product already running elsewhere (a balancer in front of servers, freshly seeded with the demo
 * data), which every worker shares, so run it with one worker (`--workers 1`); E2E_MEMBER_URLS names its servers
 * for the journeys that pin a browser to each (comma-separated; default the balancer alone).
 */
export function externalServer(): E2eServer | undefined {
  const url = process.env.E2E_BASE_URL?.replace(/\/$/, '');
  if (!url) return undefined;
  const members = (process.env.E2E_MEMBER_URLS ?? url).split(',').map((member) => member.trim().replace(/\/$/, ''));
  return { url, members, stop: async () => {} };
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const S3_ENV = (port: number) => ({
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'agency',
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
});

/** Migrates and seeds the template database, and writes the demo files' bytes to a template s3rver folder. */
export async function prepareClusterTemplate(): Promise<void> {
  await admin(async (client) => {
    await client.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await client.query(`create database ${TEMPLATE_DATABASE}`);
  });
  rmSync(templateDir, { recursive: true, force: true });
  const s3Port = BASE_PORT + 1999;
  const s3 = new S3rver({
    port: s3Port,
    address: '127.0.0.1',
    silent: true,
    directory: resolve(templateDir, 's3'),
    configureBuckets: [{ name: 'agency' }],
  });
  await s3.run();
  try {
    // Not spawnSync: s3rver answers the seed's uploads from this process's event loop.
    const seed = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/db/seed/run.ts'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        APP_ENV: 'demo',
        DATABASE_URL: databaseUrl(TEMPLATE_DATABASE),
        AUTH_SECRET,
        LOG_LEVEL: 'warn',
        ...S3_ENV(s3Port),
      },
    });
    const [status] = (await once(seed, 'exit')) as [number | null];
    if (status !== 0) throw new Error('Could not migrate and seed the e2e cluster template (see above).');
  } finally {
    await s3.close();
  }
}

/**
 * Starts `scripts/cluster.mjs` for worker `index`: the balancer on E2E_PORT + 4 × index, its servers 101–103 ports
 * above it and s3rver 1,569 above (offsets no other worker's ports can meet), on a copy of the template database.
 */
export async function startClusterServer(index: number): Promise<E2eServer> {
  const port = BASE_PORT + 4 * index;
  const url = `http://127.0.0.1:${port}`;
  const dir = resolve(e2eTmp, `e2e-cluster-${index}`);
  const database = `e2e_cluster_w${index}`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(resolve(templateDir, 's3'), resolve(dir, 's3'), { recursive: true });
  writeFileSync(resolve(dir, 'auth-secret'), AUTH_SECRET);
  await admin(async (client) => {
    await client.query(`drop database if exists ${database} with (force)`);
    await client.query(`create database ${database} template ${TEMPLATE_DATABASE}`);
  });

  const child = spawn(
    process.execPath,
    ['scripts/cluster.mjs', '--port', String(port), '--servers', String(clusterSize), '--dir', dir],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        APP_ENV: 'demo',
        DATABASE_URL: databaseUrl(database),
        PUBLIC_URL: url,
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
      },
    },
  );
  let output = '';
  const ready = new Promise<void>((resolveReady, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The e2e cluster on ${url} was not ready in time:\n${output}`)),
      READY_WITHIN_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('The portal through HAProxy')) {
        clearTimeout(timer);
        resolveReady();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      onData(chunk);
      process.stderr.write(`[cluster ${index}] ${chunk}`);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The e2e cluster on ${url} exited (${code}):\n${output}`));
    });
  });
  const stopChild = stoppable(child);
  const stop = async () => {
    await stopChild();
    await admin((client) => client.query(`drop database if exists ${database} with (force)`));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }
  const members = Array.from({ length: clusterSize }, (_, i) => `http://127.0.0.1:${port + 101 + i}`);
  return { url, members, stop };
}
