// Fault: the upload disk full. A 20 MB tmpfs (or, where tmpfs is refused, a loop-mounted ext4 file) is the upload
// directory of a 2-server cluster on local disk storage (not s3rver); files are uploaded through the balancer until
// the disk refuses them. Each refusal must be a clear 507 in the error shape, no half-written file listed (every file
// listed downloads whole, by its checksum), no partial or orphan file left on disk, and the servers keep serving
// (health and a read) while full and after space is freed by deleting files.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { signIn } from '../cluster-smoke.mjs';
import { log, root } from '../lib.mjs';
import { query, serverPort, servers, startCluster, tally } from './shared.mjs';

export const name = 'disk';
export const title = 'the upload disk full';
const SIZE_MB = 20;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2a4a3d30000000049454e44ae426082',
  'hex',
);

/** Mounts a small filesystem at `dir`: tmpfs, else a loop file; says what was refused when neither works. */
function mountSmallDisk(dir) {
  mkdirSync(dir, { recursive: true });
  const tmpfs = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${SIZE_MB}m,mode=0700`, 'tmpfs', dir], {
    encoding: 'utf8',
  });
  if (tmpfs.status === 0) return { kind: `tmpfs ${SIZE_MB} MB` };
  const image = `${dir}.img`;
  const steps = [
    ['truncate', ['-s', `${SIZE_MB}M`, image]],
    ['mkfs.ext4', ['-q', '-F', image]],
    ['mount', ['-o', 'loop', image, dir]],
  ];
  for (const [command, args] of steps) {
    const step = spawnSync(command, args, { encoding: 'utf8' });
    if (step.status !== 0)
      return {
        refused: `mount -t tmpfs: ${tmpfs.stderr.trim() || tmpfs.error?.message}; ${command}: ${step.stderr.trim() || step.error?.message}`,
      };
  }
  return { kind: `ext4 loop file ${SIZE_MB} MB` };
}

const BOUNDARY = '----faults-disk-full';
async function upload(balancer, cookie, name, content) {
  const body = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const started = Date.now();
  try {
    const res = await fetch(`${balancer}/api/files`, {
      method: 'POST',
      headers: { cookie, origin: balancer, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body,
    });
    return { status: res.status, body: await res.json().catch(() => null), ms: Date.now() - started };
  } catch (error) {
    return { status: `connection error (${error.cause?.code ?? error.message})`, body: null, ms: Date.now() - started };
  }
}

const sha = (data) => createHash('sha256').update(data).digest('hex');

/** Every file under the upload directory, by its key. */
function onDisk(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

export async function run(ctx) {
  const dir = join(root, '.tmp', 'faults-disk');
  spawnSync('umount', [dir]);
  const disk = mountSmallDisk(dir);
  if (disk.refused) {
    console.log(`\n| the upload disk full | figure |\n|---|---|\n| a small filesystem | refused: ${disk.refused} |\n`);
    return false;
  }
  const port = ctx.port + 200;
  const cluster = await startCluster({
    port,
    databaseUrl: ctx.databaseUrl,
    args: ['--servers', '2', '--upload-dir', dir],
  });
  try {
    return await fill(ctx, cluster.balancer, port, dir, disk.kind);
  } finally {
    await cluster.stop();
    spawnSync('umount', [dir]);
    rmSync(`${dir}.img`, { force: true });
  }
}

async function fill(ctx, balancer, port, dir, kind) {
  const admin = await signIn(balancer, 'admin@example.com');
  const prefix = `disk-full-${randomBytes(3).toString('hex')}`;
  const kept = new Map();
  const refusals = [];
  // 3 MB files until the disk refuses twice, then 256 KB ones until it refuses twice more: the disk ends up full.
  for (const size of [3 * 1024 * 1024, 256 * 1024]) {
    let refusedInARow = 0;
    for (let i = 0; refusedInARow < 2 && i < 200; i += 1) {
      const content = Buffer.concat([PNG, randomBytes(size)]);
      const name = `${prefix}-${size}-${i}.png`;
      const res = await upload(balancer, admin, name, content);
      if (res.status === 201) {
        kept.set(res.body.id, { name, size: content.length, checksum: sha(content) });
        refusedInARow = 0;
      } else {
        refusals.push(res);
        log(`upload of ${(content.length / 1048576).toFixed(2)} MB refused: ${res.status} in ${res.ms} ms`);
        refusedInARow += 1;
      }
    }
  }
  log(`disk full after ${kept.size} files; ${refusals.length} uploads refused`);
  const clear = refusals.filter((res) => res.status === 507 && res.body?.error?.code === 'STORAGE_FULL');

  // While full: every server healthy and reading; every listed file of ours downloads whole.
  const healthy = async () => {
    const ports = servers().map((server) => serverPort(port, server.name));
    const answers = await Promise.all(
      ports.map((p) =>
        fetch(`http://127.0.0.1:${p}/api/health`).then(
          (res) => res.status,
          () => 0,
        ),
      ),
    );
    return answers.every((status) => status === 200);
  };
  const listed = async () => {
    const res = await fetch(`${balancer}/api/files?search=${prefix}&limit=100`, { headers: { cookie: admin } });
    const page = await res.json();
    return { status: res.status, items: (page.items ?? []).filter((item) => item.name.startsWith(prefix)) };
  };
  const healthyWhileFull = await healthy();
  const whileFull = await listed();
  let whole = 0;
  let broken = 0;
  for (const item of whileFull.items) {
    const res = await fetch(`${balancer}/api/files/${item.id}/download`, { headers: { cookie: admin } });
    const data = Buffer.from(await res.arrayBuffer());
    const expected = kept.get(item.id);
    if (res.ok && expected && data.length === expected.size && sha(data) === expected.checksum) whole += 1;
    else broken += 1;
  }
  const keys = new Set((await query(ctx.databaseUrl, 'select storage_key from files')).map((row) => row.storage_key));
  const files = onDisk(dir);
  const partial = files.filter((file) => file.endsWith('.part')).length;
  const orphans = files.filter((file) => !file.endsWith('.part') && !keys.has(file)).length;
  const pending = (await query(ctx.databaseUrl, 'select count(*)::int as n from pending_uploads'))[0].n;

  // Space freed: delete a third of the files, then the same kind of upload is taken again.
  const victims = [...kept.keys()].slice(0, Math.ceil(kept.size / 3));
  for (const id of victims)
    await fetch(`${balancer}/api/files/${id}`, { method: 'DELETE', headers: { cookie: admin, origin: balancer } });
  const again = await upload(balancer, admin, `${prefix}-after.png`, Buffer.concat([PNG, randomBytes(1024 * 1024)]));
  const healthyAfter = await healthy();
  const df = spawnSync('df', ['-h', '--output=size,used,avail', dir], { encoding: 'utf8' })
    .stdout.split('\n')[1]
    ?.trim();
  console.log(`
| the upload disk full (${kind}, 2 servers, local disk storage) | figure |
|---|---|
| files taken before the disk was full | ${kept.size} (${([...kept.values()].reduce((sum, file) => sum + file.size, 0) / 1048576).toFixed(1)} MB) |
| uploads refused / with a clear 507 STORAGE_FULL in the error shape | ${refusals.length} (${tally(refusals.map((res) => res.status))}) / ${clear.length} |
| the answer's message | ${clear[0]?.body.error.message ?? refusals[0]?.body?.error?.message ?? '—'} |
| files listed while full / downloaded whole (checksum) / broken | ${whileFull.items.length} / ${whole} / ${broken} |
| partial (.part) / orphan files left on disk; pending upload rows | ${partial} / ${orphans}; ${pending} |
| every server healthy while full / after freeing space | ${healthyWhileFull ? 'yes' : 'no'} / ${healthyAfter ? 'yes' : 'no'} |
| after deleting ${victims.length} files: a 1 MB upload | ${again.status} (disk: ${df}) |
`);
  return (
    refusals.length > 0 &&
    clear.length === refusals.length &&
    whileFull.status === 200 &&
    whileFull.items.length === kept.size &&
    broken === 0 &&
    partial === 0 &&
    orphans === 0 &&
    pending === 0 &&
    healthyWhileFull &&
    healthyAfter &&
    again.status === 201
  );
}
