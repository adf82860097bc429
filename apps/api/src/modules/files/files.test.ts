import { createHash, randomBytes } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FILE_MESSAGES } from '@agency/shared/files';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  files,
  liveEvents,
  messages,
  notifications,
  pendingUploads,
  projectAgents,
  projects,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp, testConfig } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';

const MAX = 4 * 1024 * 1024;
let t: TestApp;
let uploadDir: string;
type Call = ReturnType<typeof as>;
const callers: Record<string, Call> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'files-test-'));
  const base = testConfig();
  t = await createTestApp({ storage: { ...base.storage, driver: 'local', uploadDir, maxUploadBytes: MAX } });
  const db = t.database.db;
  const orgA = await createClient(db, 'Files Org A');
  const orgB = await createClient(db, 'Files Org B');
  ids.orgA = orgA.id;
  ids.orgB = orgB.id;
  const people: [string, 'ADMIN' | 'AGENT' | 'CLIENT', string?][] = [
    ['admin', 'ADMIN'],
    ['agent', 'AGENT'],
    ['agentOther', 'AGENT'],
    ['clientA', 'CLIENT', orgA.id],
    ['clientA2', 'CLIENT', orgA.id],
    ['clientB', 'CLIENT', orgB.id],
  ];
  for (const [key, role, clientId] of people) {
    const user = await createUser(db, { role, clientId });
    ids[key] = user.id;
    callers[key] = as(t.app, await signIn(t.app, user.email));
  }
  const [alpha, beta] = await db
    .insert(projects)
    .values([
      { name: 'Alpha files', clientId: orgA.id },
      { name: 'Beta files', clientId: orgB.id },
    ])
    .returning();
  ids.alpha = alpha!.id;
  ids.beta = beta!.id;
  await db.insert(projectAgents).values({ projectId: alpha!.id, agentId: ids.agent! });
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const BOUNDARY = '----files-test-boundary';
function multipart(name: string, content: Buffer, field = 'file') {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function upload(who: string, name: string, content: Buffer, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return callers[who]!({
    method: 'POST',
    url: `/api/files${search ? `?${search}` : ''}`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart(name, content),
  });
}

/** Resolves when Fastify's handler for this address has finished, answered or failed (`tracing:fastify.request.handler`). */
function routeSettled(url: string) {
  return new Promise<void>((resolve) => {
    const name = 'tracing:fastify.request.handler:asyncEnd';
    const onEnd = (message: unknown) => {
      if ((message as { request?: { url?: string } }).request?.url !== url) return;
      diagnostics.unsubscribe(name, onEnd);
      resolve();
    };
    diagnostics.subscribe(name, onEnd);
  });
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2a4a3d30000000049454e44ae426082',
  'hex',
);

async function storedObjects(): Promise<string[]> {
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(
      entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)])),
    );
    return nested.flat();
  };
  return walk(uploadDir);
}

async function counts() {
  const db = t.database.db;
  const [f] = await db.select({ n: count() }).from(files);
  const [p] = await db.select({ n: count() }).from(pendingUploads);
  return { files: f!.n, pending: p!.n, objects: (await storedObjects()).length };
}

describe('upload and download', () => {
  it('streams a few MB to storage and downloads them byte-identical, as an attachment', async () => {
    const data = Buffer.concat([PNG, randomBytes(3 * 1024 * 1024)]);
    const res = await upload('agent', 'Brand board – final.png', data, { projectId: ids.alpha! });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      name: 'Brand board – final.png',
      kind: 'image',
      mimeType: 'image/png',
      size: data.length,
    });
    expect(item.checksum).toBe(sha(data));
    ids.board = item.id;
    const down = await callers.agent!({ method: 'GET', url: `/api/files/${item.id}/download` });
    expect(down.statusCode).toBe(200);
    expect(sha(down.rawPayload)).toBe(sha(data));
    expect(down.headers['content-disposition']).toBe(
      `attachment; filename="Brand board _ final.png"; filename*=UTF-8''Brand%20board%20%E2%80%93%20final.png`,
    );
    expect(down.headers['x-content-type-options']).toBe('nosniff');
    expect(down.headers['content-security-policy']).toContain('sandbox');
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'file.uploaded'), eq(auditLogs.targetId, item.id)));
    expect(audit).toBeDefined();
    const events = await t.database.db.select().from(liveEvents).where(eq(liveEvents.type, 'files.created'));
    expect(events.length).toBeGreaterThan(0);
    expect(await counts()).toMatchObject({ pending: 0 });
  });

  it('serves a byte range', async () => {
    const res = await callers.agent!({
      method: 'GET',
      url: `/api/files/${ids.board}/download`,
      headers: { range: 'bytes=0-7' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.equals(PNG.subarray(0, 8))).toBe(true);
    expect(res.headers['content-range']).toMatch(/^bytes 0-7\/\d+$/);
    const bad = await callers.agent!({
      method: 'GET',
      url: `/api/files/${ids.board}/download`,
      headers: { range: 'bytes=99999999-' },
    });
    expect(bad.statusCode).toBe(416);
    // In the error shape like every 4xx (it was an empty body; found by the fuzzer, issue #22).
    expect(bad.json()).toEqual({
      error: { code: 'RANGE_NOT_SATISFIABLE', message: FILE_MESSAGES.rangeNotSatisfiable },
    });
  });

  it('refuses a file over the limit with 413 and stores nothing', async () => {
    const before = await counts();
    const res = await upload('agent', 'huge.bin', randomBytes(MAX + 10), { projectId: ids.alpha! });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(FILE_MESSAGES.tooLarge(4));
    expect(await counts()).toEqual(before);
  });

  it('refuses a file whose streamed body runs past the limit even without a telling Content-Length', async () => {
    const before = await counts();
    const body = multipart('stream.bin', randomBytes(MAX + 100_000));
    const res = await callers.agent!({
      method: 'POST',
      url: `/api/files?projectId=${ids.alpha}`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'transfer-encoding': 'chunked' },
      payload: Readable.from([body.subarray(0, 1_000_000), body.subarray(1_000_000)]),
    });
    expect(res.statusCode).toBe(413);
    expect(await counts()).toEqual(before);
  });

  it('leaves neither a row nor an object when the browser cancels midway', async () => {
    const before = await counts();
    const body = multipart('cancelled.bin', randomBytes(2 * 1024 * 1024));
    let sent = false;
    const payload = new Readable({
      read() {
        if (!sent) {
          sent = true;
          this.push(body.subarray(0, 1_200_000));
        } else this.destroy(new Error('aborted by the browser'));
      },
    });
    const url = `/api/files?projectId=${ids.alpha}`;
    // The injected call gives up as soon as its body fails; the route goes on (the pending row, the cleanup). Wait for
    // the route's own end, seen through Fastify's tracing channel, so the next test starts from a settled store.
    const settled = routeSettled(url);
    await callers.agent!({
      method: 'POST',
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'transfer-encoding': 'chunked' },
      payload,
    }).catch(() => undefined);
    await settled;
    expect(await counts()).toEqual(before);
  });

  it('refuses executables and pages by their bytes, whatever the name says', async () => {
    const before = await counts();
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), randomBytes(5000)]);
    const html = Buffer.from('  <!DOCTYPE html><html><script>alert(1)</script></html>');
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>');
    for (const [name, body] of [
      ['photo.png', elf],
      ['photo.png', html],
      ['logo.png', svg],
      ['setup.exe', Buffer.from('hello')],
      // Windows drops trailing dots and blanks: `setup.exe. .` opens as `setup.exe`.
      ['setup.exe. .', Buffer.from('hello')],
      ['run.jpg', Buffer.from('#!/bin/sh\nrm -rf /\n')],
      // A page behind a comment, a byte-order mark or blank lines is still a page (issue #18 point 16).
      ['page.txt', Buffer.from('<!-- x --><html><script>alert(1)</script></html>')],
      ['page.txt', Buffer.from('\uFEFF \n<!-- one --> <!--two-->\n<!doctype html><p>hi</p>')],
      ['page.txt', Buffer.from('<!-- never closed, whatever follows is unseen')],
      ['page.txt', Buffer.from(`<!-- a -->${' '.repeat(1500)}<html><script>alert(1)</script></html>`)],
    ] as const) {
      const res = await upload('agent', name, body, { projectId: ids.alpha! });
      expect(res.statusCode, name).toBe(415);
      expect(res.json().error.message).toBe(FILE_MESSAGES.refusedType);
    }
    expect(await counts()).toEqual(before);
  });

  it('keeps one safe name: no right-to-left overrides or other bidi controls, no trailing dots or spaces', async () => {
    const res = await upload('agent', 'Invoice\u202Efdp.txt\u2066 . .', Buffer.from('plain'), {
      projectId: ids.alpha!,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().name).toBe('Invoicefdp.txt');
    const dots = await upload('agent', 'report.txt...', Buffer.from('plain'), { projectId: ids.alpha! });
    expect(dots.json().name).toBe('report.txt');
  });

  it('refuses an upload to a project out of scope with 404, and a client upload without a project with 400', async () => {
    expect((await upload('agentOther', 'a.txt', Buffer.from('x'), { projectId: ids.alpha! })).statusCode).toBe(404);
    expect((await upload('clientB', 'a.txt', Buffer.from('x'), { projectId: ids.alpha! })).statusCode).toBe(404);
    const none = await upload('clientA', 'a.txt', Buffer.from('x'));
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(FILE_MESSAGES.projectRequired);
  });

  it('refuses an upload over the organisation’s quota (Starter 5 GB) and keeps nothing', async () => {
    const db = t.database.db;
    const [filler] = await db
      .insert(files)
      .values({ name: 'filler', projectId: ids.beta, sizeBytes: 5 * 1024 ** 3 - 100, storageKey: 'files/filler' })
      .returning();
    const before = await counts();
    const res = await upload('clientB', 'notes.txt', Buffer.from('x'.repeat(1000)), { projectId: ids.beta! });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(FILE_MESSAGES.quotaExceeded);
    expect(await counts()).toEqual(before);
    const stats = await callers.clientB!({ method: 'GET', url: '/api/files/stats' });
    expect(stats.json()).toMatchObject({ usedBytes: 5 * 1024 ** 3 - 100, quotaBytes: 5 * 1024 ** 3 });
    await db.delete(files).where(eq(files.id, filler!.id));
  });
});

describe('orphan cleanup', () => {
  it('removes an object a crash left without a row, after the grace period, and keeps the rest', async () => {
    const db = t.database.db;
    const key = 'files/2026/01/crashed-upload';
    await db.insert(pendingUploads).values({ storageKey: key, startedAt: new Date('2026-01-01T10:00:00Z') });
    await t.app.storage.put(key, Readable.from([Buffer.from('half an upload')]));
    const fresh = 'files/2026/01/in-flight';
    await db.insert(pendingUploads).values({ storageKey: fresh, startedAt: new Date('2026-01-01T11:30:00Z') });
    await t.app.storage.put(fresh, Readable.from([Buffer.from('still coming')]));
    await t.app.jobs.runDue(new Date('2026-01-01T12:00:00Z'));
    expect(await t.app.storage.exists(key)).toBe(false);
    expect(await t.app.storage.exists(fresh)).toBe(true);
    expect(await db.select().from(pendingUploads).where(eq(pendingUploads.storageKey, key))).toEqual([]);
    await db.delete(pendingUploads).where(eq(pendingUploads.storageKey, fresh));
    await t.app.storage.delete(fresh);
  });

  it('removes the temporary file a killed upload left (older than an hour), through the storage driver', async () => {
    // A kill during the write leaves `<key>.<uuid>.part` beside where the object would have been.
    const directory = join(uploadDir, 'files', '2026', '02');
    await mkdir(directory, { recursive: true });
    const stale = join(directory, 'killed.0a1b.part');
    const fresh = join(directory, 'writing.2c3d.part');
    await writeFile(stale, 'half an upload');
    await writeFile(fresh, 'still coming');
    await utimes(stale, new Date('2026-02-01T10:00:00Z'), new Date('2026-02-01T10:00:00Z'));
    await utimes(fresh, new Date('2026-02-01T11:30:00Z'), new Date('2026-02-01T11:30:00Z'));
    await t.app.jobs.runDue(new Date('2026-02-01T12:00:00Z'));
    expect(await readdir(directory)).toEqual(['writing.2c3d.part']);
    await rm(fresh);
  });
});

describe('folders', () => {
  it('creates a folder with a trimmed name and refuses an empty one', async () => {
    const empty = await callers.agent!({
      method: 'POST',
      url: '/api/folders',
      payload: { name: '   ', projectId: ids.alpha },
    });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(FILE_MESSAGES.folderNameRequired);
    const res = await callers.agent!({
      method: 'POST',
      url: '/api/folders',
      payload: { name: '  Designs  ', projectId: ids.alpha },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Designs', project: { id: ids.alpha }, path: [{ name: 'Designs' }] });
    ids.designs = res.json().id;
    const child = await callers.agent!({
      method: 'POST',
      url: '/api/folders',
      payload: { name: 'Logos', parentId: ids.designs },
    });
    expect(child.json().path.map((p: { name: string }) => p.name)).toEqual(['Designs', 'Logos']);
    ids.logos = child.json().id;
  });

  it('refuses moving a folder into itself or its child', async () => {
    const res = await callers.agent!({
      method: 'PATCH',
      url: `/api/folders/${ids.designs}`,
      payload: { parentId: ids.logos },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(FILE_MESSAGES.folderCycle);
  });

  it('keeps clients from creating folders and hides other organisations’ folders', async () => {
    expect(
      (
        await callers.clientA!({
          method: 'POST',
          url: '/api/folders',
          payload: { name: 'X', projectId: ids.alpha },
        })
      ).statusCode,
    ).toBe(403);
    expect((await callers.clientB!({ method: 'GET', url: `/api/folders/${ids.designs}` })).statusCode).toBe(404);
    const mine = await callers.clientA!({ method: 'GET', url: '/api/folders?parent=root' });
    expect(mine.json().items.map((f: { id: string }) => f.id)).toContain(ids.designs);
    const theirs = await callers.clientB!({ method: 'GET', url: '/api/folders' });
    expect(theirs.json().items).toEqual([]);
  });
});

describe('share, star, rename, move', () => {
  it('hides an internal file from the client until it is shared with them, then notifies them', async () => {
    const listA = async () =>
      (await callers.clientA!({ method: 'GET', url: '/api/files' })).json().items.map((f: { id: string }) => f.id);
    expect(await listA()).not.toContain(ids.board);
    expect((await callers.clientA!({ method: 'GET', url: `/api/files/${ids.board}/download` })).statusCode).toBe(404);
    const share = await callers.agent!({
      method: 'PUT',
      url: `/api/files/${ids.board}/shares`,
      payload: { userIds: [ids.clientA] },
    });
    expect(share.statusCode).toBe(200);
    expect(share.json().users.map((u: { id: string }) => u.id)).toEqual([ids.clientA]);
    expect(await listA()).toContain(ids.board);
    expect((await callers.clientA!({ method: 'GET', url: `/api/files/${ids.board}/download` })).statusCode).toBe(200);
    const [note] = await t.database.db.select().from(notifications).where(eq(notifications.userId, ids.clientA!));
    expect(note).toMatchObject({ type: 'project', title: 'A file was shared with you' });
    // The other member of the organisation still does not see it.
    expect((await callers.clientA2!({ method: 'GET', url: `/api/files/${ids.board}` })).statusCode).toBe(404);
  });

  it('refuses sharing with a client of another organisation', async () => {
    const res = await callers.agent!({
      method: 'PUT',
      url: `/api/files/${ids.board}/shares`,
      payload: { userIds: [ids.clientA, ids.clientB] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(FILE_MESSAGES.shareRecipient);
  });

  it('stars per person and counts it in the stats', async () => {
    const res = await callers.clientA!({
      method: 'PUT',
      url: `/api/files/${ids.board}/star`,
      payload: { starred: true },
    });
    expect(res.json().starred).toBe(true);
    expect((await callers.agent!({ method: 'GET', url: `/api/files/${ids.board}` })).json().starred).toBe(false);
    const stats = (await callers.clientA!({ method: 'GET', url: '/api/files/stats' })).json();
    expect(stats).toMatchObject({ starred: 1, shared: 1, quotaBytes: 5 * 1024 ** 3 });
    const starredOnly = await callers.clientA!({ method: 'GET', url: '/api/files?starred=true' });
    expect(starredOnly.json().items).toHaveLength(1);
  });

  it('renames and moves within the project; a client may not', async () => {
    const renamed = await callers.agent!({
      method: 'PATCH',
      url: `/api/files/${ids.board}`,
      payload: { name: '  Board v2.png ' },
    });
    expect(renamed.json().name).toBe('Board v2.png');
    const moved = await callers.agent!({
      method: 'PATCH',
      url: `/api/files/${ids.board}`,
      payload: { folderId: ids.designs },
    });
    expect(moved.json().folderId).toBe(ids.designs);
    const inFolder = await callers.agent!({ method: 'GET', url: `/api/files?folder=${ids.designs}` });
    expect(inFolder.json().items.map((f: { id: string }) => f.id)).toEqual([ids.board]);
    expect(
      (await callers.clientA!({ method: 'PATCH', url: `/api/files/${ids.board}`, payload: { name: 'x' } })).statusCode,
    ).toBe(403);
  });

  it('applies the upload’s name and type rules on rename (issue #18 point 16)', async () => {
    const rename = (name: string) =>
      callers.agent!({ method: 'PATCH', url: `/api/files/${ids.board}`, payload: { name } });
    for (const [name, message] of [
      ['Board.html', FILE_MESSAGES.refusedName],
      ['Board.bat', FILE_MESSAGES.refusedName],
      ['Board.PNG.exe', FILE_MESSAGES.refusedName],
      ['../../x', FILE_MESSAGES.nameHasPath],
      ['a\\b.png', FILE_MESSAGES.nameHasPath],
      ['Board.txt', FILE_MESSAGES.extensionMismatch],
      ['Board', FILE_MESSAGES.extensionMismatch],
      [' \u202E . ', FILE_MESSAGES.fileNameRequired],
    ] as const) {
      const res = await rename(name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.fields?.name, name).toBe(message);
    }
    const ok = await rename('Board\u202Ev3.PNG. ');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().name).toBe('Boardv3.PNG');
  });
});

describe('listing', () => {
  it('sorts by name, size and type both ways and pages by cursor', async () => {
    const names = ['b-notes.txt', 'a-notes.txt', 'c-notes.txt'];
    for (const [i, name] of names.entries()) {
      expect((await upload('admin', name, Buffer.from('n'.repeat(10 + i)), { projectId: ids.alpha! })).statusCode).toBe(
        201,
      );
    }
    const byName = async (dir: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await callers.admin!({
          method: 'GET',
          url: `/api/files?q=notes&sort=name&dir=${dir}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        });
        const page = res.json();
        seen.push(...page.items.map((f: { name: string }) => f.name));
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    expect(await byName('asc')).toEqual(['a-notes.txt', 'b-notes.txt', 'c-notes.txt']);
    expect(await byName('desc')).toEqual(['c-notes.txt', 'b-notes.txt', 'a-notes.txt']);
    const bySize = (await callers.admin!({ method: 'GET', url: '/api/files?q=notes&sort=size&dir=desc' })).json();
    expect(bySize.items.map((f: { size: number }) => f.size)).toEqual([12, 11, 10]);
    const docs = (await callers.admin!({ method: 'GET', url: '/api/files?kind=document&q=notes' })).json();
    expect(docs.items).toHaveLength(3);
    const bad = await callers.admin!({ method: 'GET', url: '/api/files?sort=size&cursor=bm9wZQ' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('scope per role', () => {
  it('shows a client of organisation B nothing of organisation A: list, get, download, star, stats, search', async () => {
    const b = callers.clientB!;
    expect((await b({ method: 'GET', url: '/api/files' })).json().items).toEqual([]);
    for (const [method, url, payload] of [
      ['GET', `/api/files/${ids.board}`],
      ['GET', `/api/files/${ids.board}/download`],
      ['PUT', `/api/files/${ids.board}/star`, { starred: true }],
    ] as const) {
      expect((await b({ method, url, payload })).statusCode, `${method} ${url}`).toBe(404);
    }
    const stats = (await b({ method: 'GET', url: '/api/files/stats' })).json();
    expect(stats).toMatchObject({ files: 0, folders: 0, shared: 0, starred: 0, usedBytes: 0 });
    const search = (await b({ method: 'GET', url: '/api/search?q=board' })).json();
    expect(JSON.stringify(search)).not.toContain(ids.board);
    const searchA = (await callers.clientA!({ method: 'GET', url: '/api/search?q=board' })).json();
    expect(JSON.stringify(searchA)).toContain(ids.board);
  });

  it('shows an agent the files of their projects, their own and those shared with them only', async () => {
    const other = callers.agentOther!;
    expect((await other({ method: 'GET', url: `/api/files/${ids.board}` })).statusCode).toBe(404);
    expect((await other({ method: 'GET', url: '/api/files' })).json().items).toEqual([]);
    const own = await upload('agentOther', 'internal-brief.txt', Buffer.from('brief'));
    expect(own.statusCode).toBe(201);
    expect((await callers.agent!({ method: 'GET', url: `/api/files/${own.json().id}` })).statusCode).toBe(404);
    expect((await callers.admin!({ method: 'GET', url: `/api/files/${own.json().id}` })).statusCode).toBe(200);
  });
});

describe('delete', () => {
  it('is for admins only; a file in use by a message is kept and the answer says so', async () => {
    expect((await callers.agent!({ method: 'DELETE', url: `/api/files/${ids.board}` })).statusCode).toBe(403);
    await t.database.db
      .insert(messages)
      .values({ projectId: ids.alpha!, senderId: ids.agent, content: 'File: board', type: 'file', fileId: ids.board });
    const kept = await callers.admin!({ method: 'DELETE', url: `/api/files/${ids.board}` });
    expect(kept.statusCode).toBe(409);
    expect(kept.json().error.message).toBe(FILE_MESSAGES.inUse);
    expect((await callers.admin!({ method: 'GET', url: `/api/files/${ids.board}/download` })).statusCode).toBe(200);
  });

  it('removes the row and the object', async () => {
    const res = await upload('admin', 'to-delete.txt', Buffer.from('bye'), { projectId: ids.alpha! });
    const id = res.json().id;
    const [row] = await t.database.db.select({ key: files.storageKey }).from(files).where(eq(files.id, id));
    expect(await t.app.storage.exists(row!.key)).toBe(true);
    expect((await callers.admin!({ method: 'DELETE', url: `/api/files/${id}` })).statusCode).toBe(204);
    expect(await t.app.storage.exists(row!.key)).toBe(false);
    expect((await callers.admin!({ method: 'GET', url: `/api/files/${id}` })).statusCode).toBe(404);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'file.deleted'), eq(auditLogs.targetId, id)));
    expect(audit).toBeDefined();
  });

  it('refuses deleting a folder that is not empty', async () => {
    const res = await callers.admin!({ method: 'DELETE', url: `/api/folders/${ids.designs}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(FILE_MESSAGES.folderNotEmpty);
  });
});
