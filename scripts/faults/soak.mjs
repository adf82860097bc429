// The short soak in `npm run faults` (issue #22 point 4; the 30-minute one is scripts/soak.mjs): 2 minutes
// (FAULTS_SOAK_SECONDS) of mixed traffic through the balancer from WORKERS loops at once (a fixed load, not half of a
// measured peak): reads (projects, files, messages), message writes and small uploads, with live sockets open the
// whole time. Printed per 30-s window: requests, errors, p50/p99 and each server's RSS; it holds when nothing failed,
// every socket stayed up, and RSS and p99 stay flat (last window within 1.5x of the first, p99 over 100 ms only).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { servers, session, sleep } from './shared.mjs';

export const name = 'soak';
export const title = 'a 2-minute soak through the balancer';
const WORKERS = 4;
const WINDOW_MS = 30_000;
const SOCKETS = 10;

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export async function run(ctx) {
  const { balancer } = ctx;
  const seconds = Number(process.env.FAULTS_SOAK_SECONDS ?? 120);
  const { agent, client, projectId } = await session(balancer);
  const live = servers().filter((server) => !ctx.dead.has(server.name));
  let socketsClosed = 0;
  const sockets = await Promise.all(
    Array.from(
      { length: SOCKETS },
      () =>
        new Promise((resolve) => {
          const socket = new WebSocket(`${balancer.replace('http', 'ws')}/api/live`, {
            headers: { cookie: client, origin: balancer },
          });
          socket.on('message', (data) => {
            if (JSON.parse(String(data)).kind === 'ready') resolve(socket);
          });
          socket.once('close', () => {
            if (!socket.ending) socketsClosed += 1;
          });
          socket.once('error', () => resolve(socket));
        }),
    ),
  );
  const boundary = '----soak';
  const names = ['list projects', 'list files', 'list messages', 'write a message', 'upload a file'];
  const actions = [
    () => fetch(`${balancer}/api/projects`, { headers: { cookie: agent } }),
    () => fetch(`${balancer}/api/files?projectId=${projectId}`, { headers: { cookie: agent } }),
    () => fetch(`${balancer}/api/projects/${projectId}/messages`, { headers: { cookie: client } }),
    () =>
      fetch(`${balancer}/api/projects/${projectId}/messages`, {
        method: 'POST',
        headers: { cookie: agent, 'content-type': 'application/json', origin: balancer },
        body: JSON.stringify({ content: `Soak ${randomBytes(4).toString('hex')}` }),
      }),
    () =>
      fetch(`${balancer}/api/files?projectId=${projectId}`, {
        method: 'POST',
        headers: { cookie: agent, origin: balancer, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="soak.txt"\r\nContent-Type: text/plain\r\n\r\n`,
          ),
          Buffer.from(`soak note ${randomBytes(2048).toString('hex')}`),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      }),
  ];
  const windows = [];
  let current = { started: Date.now(), ms: [], errors: 0, byAction: names.map(() => []) };
  const started = Date.now();
  const worker = async (w) => {
    for (let i = w; Date.now() - started < seconds * 1000; i += 1) {
      const t0 = performance.now();
      const res = await actions[i % actions.length]().catch(() => undefined);
      const ok = res && res.status < 400;
      await res?.arrayBuffer().catch(() => undefined);
      current.ms.push(performance.now() - t0);
      current.byAction[i % actions.length].push(performance.now() - t0);
      if (!ok) current.errors += 1;
    }
  };
  const ticker = setInterval(() => {
    windows.push({ ...current, rss: live.map((server) => rssMb(server.pid)) });
    current = { started: Date.now(), ms: [], errors: 0, byAction: names.map(() => []) };
  }, WINDOW_MS);
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  clearInterval(ticker);
  // A last window shorter than half of one (the requests in flight at the end) is too few to judge by.
  if (Date.now() - current.started >= WINDOW_MS / 2)
    windows.push({ ...current, rss: live.map((server) => rssMb(server.pid)) });
  for (const socket of sockets) {
    socket.ending = true;
    socket.close();
  }
  await sleep(200);
  const rows = windows.map((window, i) => {
    const sorted = [...window.ms].sort((a, b) => a - b);
    const medians = window.byAction.map((ms) =>
      percentile(
        [...ms].sort((a, b) => a - b),
        0.5,
      ),
    );
    const slowest = medians.indexOf(Math.max(...medians));
    return {
      slowest: `${names[slowest]} ${medians[slowest].toFixed(0)} ms`,
      i,
      n: sorted.length,
      errors: window.errors,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      rss: window.rss,
    };
  });
  console.log(`
| soak: ${seconds} s, ${WORKERS} loops of reads, writes and uploads through the balancer, ${SOCKETS} sockets open (${live.map((server) => server.name).join(', ')}) | requests | errors | p50 | p99 | slowest action (its p50) | RSS per server |
|---|---|---|---|---|---|---|
${rows
  .map(
    (row) =>
      `| minute ${((row.i * WINDOW_MS) / 60_000).toFixed(1)} | ${row.n} | ${row.errors} | ${row.p50.toFixed(0)} ms | ${row.p99.toFixed(0)} ms | ${row.slowest} | ${row.rss.map((mb) => `${mb} MB`).join(', ')} |`,
  )
  .join('\n')}
| sockets dropped | ${socketsClosed} of ${SOCKETS} | | | | | |
| load average | ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} | | | | | |
`);
  const [first, last] = [rows[0], rows.at(-1)];
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  const flatRss = last.rss.every((mb, i) => mb <= first.rss[i] * 1.5);
  const flatP99 = last.p99 <= Math.max(100, first.p99 * 1.5);
  return errors === 0 && socketsClosed === 0 && flatRss && flatP99;
}
