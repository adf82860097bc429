// One production server per Playwright worker, each on its own port and embedded database, so no spec sees
// another worker's writes (the registration switch, "the newest lead"). Started and stopped by the worker-scoped
// `server` fixture in fixtures.ts.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const READY_WITHIN_MS = 90_000;

export interface E2eServer {
  /** The address the browser and the API clients use; also the server's PUBLIC_URL (e-mailed links). */
  url: string;
  stop: () => Promise<void>;
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
  const dataDir = resolve(root, `.tmp/e2e-data-${index}`);
  rmSync(dataDir, { recursive: true, force: true });

  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      APP_ENV: 'demo',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      // Never a shared PostgreSQL or a real mail server, whatever the caller's environment says.
      DATABASE_URL: '',
      SMTP_URL: '',
      // The specs are the proxy: they name a caller address per inquiry (uniqueClientIp in fixtures.ts).
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk;
    process.stderr.write(`[server ${index}] ${chunk}`);
  });
  const exited = once(child, 'exit');
  // A worker that dies without its teardown still takes its server down.
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
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
  return { url, stop };
}
