import { createHash, randomUUID } from 'node:crypto';
import { pipeline, Transform, type TransformCallback } from 'node:stream';
import { FILE_MESSAGES } from '@agency/shared/files';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, pendingUploads } from '../../db/schema/index.ts';
import { type RequestContext, writeAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { ObjectStorage } from '../../storage/storage.ts';
import { type Classified, classify, SNIFF_BYTES } from './file-types.ts';
import { announce, assertQuota, type UploadTarget } from './service.ts';

export const tooLarge = (maxBytes: number) =>
  new AppError(413, 'FILE_TOO_LARGE', FILE_MESSAGES.tooLarge(Math.round(maxBytes / (1024 * 1024))));
export const refusedType = () => new AppError(415, 'FILE_TYPE_REFUSED', FILE_MESSAGES.refusedType);

/**
 * Sits between the request and storage: counts bytes (refusing past the limit), hashes them (sha256), and holds
 * back the first SNIFF_BYTES until their type is decided, so a refused file never reaches storage beyond its head.
 * Memory: the head and one chunk at a time.
 */
export class UploadInspector extends Transform {
  /** Bytes seen so far. (Not `size`: the S3 uploader reads a body's `size` as its total length.) */
  bytes = 0;
  classified: Exclude<Classified, { refused: true }> | undefined;
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headLength = 0;

  constructor(
    private readonly name: string,
    private readonly maxBytes: number,
  ) {
    super();
  }

  get checksum() {
    return this.hash.digest('hex');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return callback(tooLarge(this.maxBytes));
    this.hash.update(chunk);
    if (this.classified) return callback(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return callback();
    this.decide().then(() => callback(null, this.release()), callback);
  }

  override _flush(callback: TransformCallback) {
    if (this.classified) return callback();
    this.decide().then(() => callback(null, this.release()), callback);
  }

  private async decide() {
    const verdict = await classify(Buffer.concat(this.head).subarray(0, SNIFF_BYTES), this.name);
    if (verdict.refused) throw refusedType();
    this.classified = verdict;
  }

  private release() {
    const all = Buffer.concat(this.head);
    this.head = [];
    return all;
  }
}

export function newStorageKey(now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `files/${now.getUTCFullYear()}/${month}/${randomUUID()}`;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A name a person can read back: no path, no control characters, at most 255 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(CONTROL_CHARACTERS, '').trim().slice(0, 255);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned;
}

interface StoreInput {
  caller: Caller;
  target: UploadTarget;
  name: string;
  stream: NodeJS.ReadableStream;
  maxBytes: number;
  context: RequestContext;
}

/**
 * Storage first, row after (issue #9): the pending row is committed before the first byte is written, the object
 * streamed, and the files row inserted in the transaction that removes the pending row. Any failure (too large,
 * refused type, over quota, cancelled by the browser) deletes the object and the pending row; a crash in between
 * leaves a pending row the cleanup job finds.
 */
export async function storeUpload(db: Db, storage: ObjectStorage, input: StoreInput): Promise<string> {
  const key = newStorageKey();
  await db.insert(pendingUploads).values({ storageKey: key, ownerId: input.caller.user.id });
  const inspector = new UploadInspector(input.name, input.maxBytes);
  try {
    // One chain: an error anywhere (the browser cancelled, too large, refused type) destroys every stream in it,
    // so the storage write fails and the catch below removes what was written.
    const body = pipeline(input.stream, inspector, () => undefined);
    await storage.put(key, body, { contentType: 'application/octet-stream' });
    // A client that stopped sending early leaves the inspector ended but the request stream marked truncated.
    if ((input.stream as { truncated?: boolean }).truncated) throw tooLarge(input.maxBytes);
    const kind = inspector.classified;
    if (!kind) throw refusedType();
    const checksum = inspector.checksum;
    return await db.transaction(async (tx) => {
      if (input.target.clientId) await assertQuota(tx, input.target.clientId, inspector.bytes);
      const [row] = await tx
        .insert(files)
        .values({
          name: input.name,
          folderId: input.target.folderId,
          projectId: input.target.projectId,
          ownerId: input.caller.user.id,
          mimeType: kind.mimeType,
          kind: kind.kind,
          sizeBytes: inspector.bytes,
          storageKey: key,
          checksum,
        })
        .returning({ id: files.id, projectId: files.projectId, ownerId: files.ownerId });
      await tx.delete(pendingUploads).where(eq(pendingUploads.storageKey, key));
      await writeAudit(tx, {
        action: 'file.uploaded',
        category: 'file',
        actor: { id: input.caller.user.id, email: input.caller.user.email, name: input.caller.user.name },
        target: { type: 'file', id: row!.id, label: input.name },
        scope: { projectId: input.target.projectId },
        details: { size: inspector.bytes, mimeType: kind.mimeType },
        context: input.context,
      });
      await announce(tx, 'files.created', row!);
      return row!.id;
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    await db.delete(pendingUploads).where(eq(pendingUploads.storageKey, key));
    throw error;
  }
}

/** Objects whose upload started over an hour ago and never got a row: a crash left them. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

export async function removeOrphans(db: Db, storage: ObjectStorage, now: Date): Promise<number> {
  const stale = await db
    .select({ key: pendingUploads.storageKey })
    .from(pendingUploads)
    .where(lt(pendingUploads.startedAt, new Date(now.getTime() - ORPHAN_GRACE_MS)))
    .limit(500);
  let removed = 0;
  for (const { key } of stale) {
    // A row written meanwhile (the upload finished after all) keeps its object.
    const [kept] = await db.select({ id: files.id }).from(files).where(eq(files.storageKey, key));
    if (!kept) await storage.delete(key);
    await db.delete(pendingUploads).where(and(eq(pendingUploads.storageKey, key)));
    removed += kept ? 0 : 1;
  }
  return removed;
}
