import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { repoRoot } from '../config.ts';

// The real server process, as `npm start` runs it, for tests of start-up, restarts and outages.

export interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, APP_ENV: 'demo', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * How long a server process may take to answer: compiling the server with tsx, opening PGlite and applying every
 * migration take seconds on an idle machine and minutes on a loaded one. The tests' own timeouts allow for two starts.
 */
export const SERVER_START_MS = 150_000;

/** Polls /api/health until it answers `status`: the server's own pace, never a fixed sleep. */
export async function waitForHealth(port: number, started: Started, status = 200): Promise<Response> {
  const deadline = Date.now() + SERVER_START_MS;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null)
      throw new Error(`server exited (${started.child.exitCode}):\n${started.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === status) return res;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server health did not become ${status}:\n${started.output()}`);
}

export const waitHealthy = (port: number, started: Started) => waitForHealth(port, started, 200);
