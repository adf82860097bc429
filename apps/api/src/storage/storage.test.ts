import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from './local-storage.ts';
import { s3Storage } from './s3-storage.ts';
import type { ObjectStorage } from './storage.ts';

// One suite, run against both drivers: local disk, and S3 through the AWS SDK against s3rver (a local stand-in).

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function failingAfter(data: Buffer, bytes: number): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(data.subarray(0, bytes));
      } else this.destroy(new Error('client went away'));
    },
  });
}

interface Harness {
  storage: ObjectStorage;
  /** Every object the store holds, to prove a failed write left nothing behind. */
  listAll(): Promise<string[]>;
  stop(): Promise<void>;
}

async function localHarness(): Promise<Harness> {
  const root = await mkdtemp(join(tmpdir(), 'storage-local-'));
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true });
    const nested = await Promise.all(
      entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))),
    );
    return nested.flat();
  };
  return {
    storage: localStorage(root),
    listAll: () => walk(root),
    stop: () => rm(root, { recursive: true, force: true }),
  };
}

async function s3Harness(): Promise<Harness> {
  const directory = await mkdtemp(join(tmpdir(), 'storage-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'files-test' }],
  });
  const address = (await server.run()) as AddressInfo;
  const storage = s3Storage({
    bucket: 'files-test',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${address.port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'suite/',
  });
  const { ListObjectsV2Command, S3Client } = await import('@aws-sdk/client-s3');
  const lister = new S3Client({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${address.port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    storage,
    async listAll() {
      const answer = await lister.send(new ListObjectsV2Command({ Bucket: 'files-test' }));
      return (answer.Contents ?? []).map((object) => object.Key ?? '');
    },
    async stop() {
      lister.destroy();
      await storage.close?.();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

describe.each([
  ['local disk', localHarness],
  ['S3 (s3rver)', s3Harness],
])('storage driver: %s', (_name, start) => {
  let h: Harness;
  beforeAll(async () => {
    h = await start();
  }, 30_000);
  afterAll(() => h.stop());

  it('stores a stream and reads it back byte-identical (multipart-sized: 12 MiB)', async () => {
    const data = randomBytes(12 * 1024 * 1024);
    await h.storage.put('files/2026/11/big', Readable.from([data.subarray(0, 7_000_000), data.subarray(7_000_000)]));
    expect(await h.storage.exists('files/2026/11/big')).toBe(true);
    const object = await h.storage.get('files/2026/11/big');
    expect(object?.contentLength).toBe(data.length);
    expect(sha(await buffer(object!.body))).toBe(sha(data));
  }, 60_000);

  it('reads an inclusive byte range', async () => {
    const data = Buffer.from('0123456789abcdef');
    await h.storage.put('files/range', Readable.from([data]));
    const part = await h.storage.get('files/range', { start: 4, end: 9 });
    expect(part?.contentLength).toBe(6);
    expect((await buffer(part!.body)).toString()).toBe('456789');
  });

  it('answers undefined for a missing object and deletes idempotently', async () => {
    expect(await h.storage.get('files/none')).toBeUndefined();
    expect(await h.storage.exists('files/none')).toBe(false);
    await h.storage.put('files/gone', Readable.from([Buffer.from('x')]));
    await h.storage.delete('files/gone');
    await h.storage.delete('files/gone');
    expect(await h.storage.exists('files/gone')).toBe(false);
  });

  it('leaves no object when the source stream fails midway', async () => {
    const before = await h.listAll();
    const data = randomBytes(6 * 1024 * 1024);
    await expect(h.storage.put('files/broken', failingAfter(data, 5_500_000))).rejects.toThrow();
    expect(await h.storage.exists('files/broken')).toBe(false);
    expect((await h.listAll()).sort()).toEqual(before.sort());
  }, 30_000);

  it('answers how many unfinished writes it removed (none here; s3rver cannot list them and says so)', async () => {
    expect(await h.storage.removeUnfinished(new Date())).toBe(0);
  });

  it('lists every finished object by its key, and no unfinished write', async () => {
    await h.storage.put('avatars/list-me', Readable.from([Buffer.from('x')]));
    await expect(
      h.storage.put('files/list-broken', failingAfter(randomBytes(6 * 1024 * 1024), 5_500_000)),
    ).rejects.toThrow();
    const keys: string[] = [];
    for await (const key of h.storage.list()) keys.push(key);
    expect(keys).toContain('avatars/list-me');
    expect(keys).toContain('files/range');
    expect(keys).not.toContain('files/list-broken');
    expect(keys.every((key) => !key.endsWith('.part'))).toBe(true);
  }, 30_000);

  it('refuses keys that could leave its root', async () => {
    for (const key of ['../etc/passwd', 'files/../../x', '/abs', 'Files/Upper', 'a//b'])
      await expect(h.storage.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(/invalid storage key/);
  });
});

describe('local driver: unfinished writes', () => {
  it('removes the `.part` files a killed write left before the given time, and keeps newer ones', async () => {
    const root = await mkdtemp(join(tmpdir(), 'storage-parts-'));
    const storage = localStorage(root);
    await storage.put('files/2026/03/kept', Readable.from([Buffer.from('whole')]));
    await mkdir(join(root, 'files/2026/03'), { recursive: true });
    const old = join(root, 'files/2026/03/killed.aa.part');
    const recent = join(root, 'files/2026/03/writing.bb.part');
    await writeFile(old, 'half');
    await writeFile(recent, 'half');
    await utimes(old, new Date('2026-03-01T10:00:00Z'), new Date('2026-03-01T10:00:00Z'));
    await utimes(recent, new Date('2026-03-01T11:30:00Z'), new Date('2026-03-01T11:30:00Z'));
    expect(await storage.removeUnfinished(new Date('2026-03-01T11:00:00Z'))).toBe(1);
    expect((await readdir(join(root, 'files/2026/03'))).sort()).toEqual(['kept', 'writing.bb.part']);
    await rm(root, { recursive: true, force: true });
  });
});
