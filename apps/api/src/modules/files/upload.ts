import { createHash, randomUUID } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { FILE_MESSAGES, safeFileName } from '@agency/shared/files';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, pendingUploads } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { ObjectStorage } from '../../storage/storage.ts';
import { type Classified, classify, SNIFF_BYTES } from './file-types.ts';

export const tooLarge = (maxBytes: number) =>
  new AppError(413, 'FILE_TOO_LARGE', FILE_MESSAGES.tooLarge(Math.round(maxBytes / (1024 * 1024))));
export const refusedType = () => new AppError(415, 'FILE_TYPE_REFUSED', FILE_MESSAGES.refusedType);
export const storageFull = () => new AppError(507, 'STORAGE_FULL', FILE_MESSAGES.storageFull);

/** The store refused for want of space: a full disk (ENOSPC) or a filled disk quota (EDQUOT). */
export function isOutOfSpace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

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

/** An uploaded file's name: the last segment of what the browser sent, by the one name rule (`safeFileName`). */
export function cleanFileName(name: string): string {
  return safeFileName(name.split(/[\\/]/).pop() ?? '') || 'file';
}

/** Objects whose upload started over an hour ago and never got a row: a crash left them. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

export async function removeOrphans(db: Db, storage: ObjectStorage, now: Date): Promise<number> {
  // A process killed mid-write leaves the driver's temporary object too (a `.part` file), which no row names.
  await storage.removeUnfinished(new Date(now.getTime() - ORPHAN_GRACE_MS));
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
