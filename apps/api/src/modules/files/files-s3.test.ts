import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { projects } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, testConfig } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';

// The whole upload path with STORAGE_DRIVER=s3 (the AWS SDK against s3rver): streamed in, byte-identical out, and
// a refused upload leaves no object (nor a half-finished multipart upload) in the bucket.

let t: TestApp;
let server: S3rver;
let directory: string;
let lister: S3Client;
let call: ReturnType<typeof as>;
let projectId: string;
const MAX = 8 * 1024 * 1024;
const BOUNDARY = '----files-s3-boundary';

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'files-s3-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'files-bucket' }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const s3 = {
    bucket: 'files-bucket',
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  t = await createTestApp({ storage: { ...testConfig().storage, driver: 's3', maxUploadBytes: MAX, s3 } });
  lister = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const org = await createClient(t.database.db, 'S3 Org');
  const [project] = await t.database.db.insert(projects).values({ name: 'S3 project', clientId: org.id }).returning();
  projectId = project!.id;
  const admin = await createUser(t.database.db, { role: 'ADMIN' });
  call = as(t.app, await signIn(t.app, admin.email));
}, 30_000);
afterAll(async () => {
  lister.destroy();
  await t.close();
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

const objects = async () =>
  (await lister.send(new ListObjectsV2Command({ Bucket: 'files-bucket' }))).Contents?.length ?? 0;
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const upload = (name: string, content: Buffer) =>
  call({
    method: 'POST',
    url: `/api/files?projectId=${projectId}`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });

it('stores a multipart-sized upload in the bucket and downloads it byte-identical', async () => {
  const data = randomBytes(6 * 1024 * 1024 + 123);
  const res = await upload('footage.bin', data);
  expect(res.statusCode, res.body).toBe(201);
  expect(await objects()).toBe(1);
  const down = await call({ method: 'GET', url: `/api/files/${res.json().id}/download` });
  expect(down.statusCode).toBe(200);
  expect(sha(down.rawPayload)).toBe(sha(data));
  const part = await call({
    method: 'GET',
    url: `/api/files/${res.json().id}/download`,
    headers: { range: 'bytes=10-19' },
  });
  expect(part.rawPayload.equals(data.subarray(10, 20))).toBe(true);
}, 30_000);

it('keeps nothing in the bucket for a refused or oversized upload', async () => {
  const before = await objects();
  expect((await upload('fake.png', Buffer.concat([Buffer.from('\x7fELF'), randomBytes(6000)]))).statusCode).toBe(415);
  const big = await call({
    method: 'POST',
    url: `/api/files?projectId=${projectId}`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'transfer-encoding': 'chunked' },
    payload: Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n\r\n`),
      randomBytes(MAX + 1024),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });
  expect(big.statusCode).toBe(413);
  expect(await objects()).toBe(before);
}, 30_000);
