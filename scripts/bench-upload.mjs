// npm run bench:upload: starts the real server (own data directory, local storage), uploads 100 MB through
// POST /api/files as a streamed multipart body, and samples the server's resident memory (/proc/<pid>/status)
// while it runs. Streaming means the server's RSS does not grow with the file: the table shows the peak over
// the baseline next to the file's size. Linux only (reads /proc).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 4399);
const SIZE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 100);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-upload-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    APP_ENV: 'demo',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    PORT: String(PORT),
    SEED_DEMO: 'always',
    LOG_LEVEL: 'warn',
    UPLOAD_MAX_MB: String(SIZE_MB + 10),
    STORAGE_DRIVER: 'local',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const rssMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

async function waitReady() {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function signIn() {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Demo1234!' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Streams a multipart body of `mb` megabytes (chunked: no Content-Length to judge by) and resolves the status. */
function upload(cookie, mb) {
  return new Promise((resolveUpload, reject) => {
    const boundary = 'bench-boundary';
    const chunk = randomBytes(1024 * 1024);
    const req = request(`${base}/api/files`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolveUpload(res.statusCode));
    });
    req.on('error', reject);
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench-${mb}mb.bin"\r\n\r\n`);
    let sent = 0;
    const pump = () => {
      while (sent < mb) {
        sent += 1;
        if (!req.write(chunk)) return req.once('drain', pump);
      }
      req.end(`\r\n--${boundary}--\r\n`);
    };
    pump();
  });
}

try {
  await waitReady();
  const cookie = await signIn();
  // Warm up: first-use allocations (JIT, pools) are not the upload's.
  await upload(cookie, 5);
  await new Promise((r) => setTimeout(r, 500));
  const baseline = rssMb();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 20);
  const started = performance.now();
  const status = await upload(cookie, SIZE_MB);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = rssMb();
  console.log('| measure | value |');
  console.log('|---|---|');
  console.log(`| upload size | ${SIZE_MB} MB (status ${status}) |`);
  console.log(`| time | ${seconds.toFixed(1)} s (${(SIZE_MB / seconds).toFixed(0)} MB/s) |`);
  console.log(`| server RSS before | ${baseline.toFixed(1)} MB |`);
  console.log(`| server RSS peak during upload | ${peak.toFixed(1)} MB (+${(peak - baseline).toFixed(1)} MB) |`);
  console.log(`| server RSS after | ${after.toFixed(1)} MB |`);
  if (status !== 201) process.exitCode = 1;
  if (peak - baseline > SIZE_MB / 2) {
    console.error('RSS grew with the file: the upload is being buffered.');
    process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
