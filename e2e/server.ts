// One production server per Playwright worker, each on its own port and embedded database, so no spec sees
// another worker's writes (the registration switch, "the newest lead"). Started and stopped by the worker-scoped
// `server` fixture in fixtures.ts, each on a copy of one database migrated and seeded once per run.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const READY_WITHIN_MS = 180_000;
/** Where the template and each worker's data live: E2E_TMP lets a second run go on beside npm test's. */
export const e2eTmp = resolve(root, process.env.E2E_TMP ?? '.tmp');
const templateDir = resolve(e2eTmp, 'e2e-template');
/** What every e2e server and the template's seed run with, whatever the caller's environment says. */
const E2E_ENV = {
  APP_ENV: 'demo',
  // Never a shared PostgreSQL or a real mail server.
  DATABASE_URL: '',
  SMTP_URL: '',
  LOG_LEVEL: 'warn',
};

/**
 * Migrates and seeds one embedded database for the whole run (Playwright's globalSetup, `npm run seed` on an
 * empty data directory). A fresh database with the demo seed takes seconds on an idle machine and minutes on a
 * busy one; each worker's server then opens a copy, which takes a fraction of a second.
 */
export function prepareTemplate(): void {
  rmSync(templateDir, { recursive: true, force: true });
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/db/seed/run.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...E2E_ENV, DATA_DIR: templateDir },
  });
  if (seeded.status !== 0) throw new Error('Could not migrate and seed the e2e template database (see above).');
}

export interface E2eServer {
  /** The address the browser and the API clients use; also the server's PUBLIC_URL (e-mailed links). */
  url: string;
  /** Each app server's own address: this one alone, or the servers behind the balancer (e2e/cluster.ts). */
  members: string[];
  stop: () => Promise<void>;
}

/**
 * How a worker's server (or cluster) stops: SIGTERM, SIGKILL after 10 s. A worker that dies without its teardown
 * still takes its child down.
 */
export function stoppable(child: ChildProcess): () => Promise<void> {
  const exited = once(child, 'exit');
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  return async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };
}

async function isAnswering(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts `apps/api/dist/server.js` (npm test builds it first) in demo mode on port E2E_PORT + index with a fresh
 * data directory, and resolves once /api/health answers. `index` is the worker's index, new for every worker
 * process: a worker that replaces a failed one may start while the old one's server is still stopping, so it
 * never reuses that server's port or data directory.
 */
export async function startServer(index: number): Promise<E2eServer> {
  const port = BASE_PORT + index;
  const url = `http://127.0.0.1:${port}`;
  if (await isAnswering(url)) throw new Error(`Port ${port} is taken by another server: set E2E_PORT to a free range.`);
  const dataDir = resolve(e2eTmp, `e2e-data-${index}`);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(templateDir, dataDir, { recursive: true });

  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      ...E2E_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      // The specs are the proxy: they name a caller address per inquiry (uniqueClientIp in fixtures.ts).
      TRUST_PROXY: '127.0.0.1',
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk;
    process.stderr.write(`[server ${index}] ${chunk}`);
  });
  const stopChild = stoppable(child);
  const stop = async () => {
    await stopChild();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + READY_WITHIN_MS;
  while (!(await isAnswering(url))) {
    if (child.exitCode !== null) throw new Error(`The e2e server on port ${port} exited:\n${stderr}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The e2e server on port ${port} did not answer /api/health within ${READY_WITHIN_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, members: [url], stop };
}
