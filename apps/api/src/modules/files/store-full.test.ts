import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FILE_MESSAGES } from '@agency/shared/files';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { files, pendingUploads, projects } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, testConfig } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';

// A full object store (issue #22): MinIO answers every write with 507 `XMinioStorageFull` once its drives pass their
// free-space threshold. The upload through STORAGE_DRIVER=s3 answers 507 STORAGE_FULL, as a full disk does, and keeps
// nothing. The stand-in answers as MinIO does; reads of what is missing answer 404.

let t: TestApp;
let store: Server;
let admin: ReturnType<typeof as>;
let projectId: string;
const writes: string[] = [];
const BOUNDARY = '----store-full-boundary';

beforeAll(async () => {
  store = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.method === 'PUT' || request.method === 'POST') {
        writes.push(`${request.method} ${request.url}`);
        response.writeHead(507, { 'content-type': 'application/xml' });
        response.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>XMinioStorageFull</Code><Message>Storage backend has reached its minimum free drive threshold. Please delete a few objects to proceed.</Message></Error>',
        );
        return;
      }
      response.writeHead(request.method === 'DELETE' ? 204 : 404).end();
    });
  });
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  const s3 = {
    bucket: 'full-bucket',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${(store.address() as AddressInfo).port}`,
    accessKeyId: 'stand-in',
    secretAccessKey: 'stand-in',
    forcePathStyle: true,
  };
  t = await createTestApp({ storage: { ...testConfig().storage, driver: 's3', s3 } });
  const [project] = await t.database.db
    .insert(projects)
    .values({ name: 'Store full', clientId: (await createClient(t.database.db, 'Full Org')).id })
    .returning();
  projectId = project!.id;
  const user = await createUser(t.database.db, { role: 'ADMIN' });
  admin = as(t.app, await signIn(t.app, user.email));
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => store.close(resolve));
});

it('answers 507 STORAGE_FULL when the object store says it is full, and keeps no row', async () => {
  const res = await admin({
    method: 'POST',
    url: `/api/files?projectId=${projectId}`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      Buffer.from('a note for a full store'),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });
  expect(res.statusCode, res.body).toBe(507);
  expect(res.json()).toEqual({ error: { code: 'STORAGE_FULL', message: FILE_MESSAGES.storageFull } });
  expect(writes.length).toBeGreaterThan(0);
  const [f] = await t.database.db.select({ n: count() }).from(files);
  const [p] = await t.database.db.select({ n: count() }).from(pendingUploads);
  expect({ files: f!.n, pending: p!.n }).toEqual({ files: 0, pending: 0 });
});
