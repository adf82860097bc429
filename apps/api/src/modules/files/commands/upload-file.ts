import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { eq } from 'drizzle-orm';
import { files, pendingUploads } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { fileEvents, type UploadTarget } from '../queries.ts';
import { assertQuota } from '../quota.ts';
import { isOutOfSpace, newStorageKey, refusedType, storageFull, tooLarge, UploadInspector } from '../upload.ts';

interface UploadInput {
  target: UploadTarget;
  /** Already cleaned (`cleanFileName`). */
  name: string;
  stream: NodeJS.ReadableStream;
  maxBytes: number;
}

/**
 * Storage first, row after (issue #9): the pending row is committed before the first byte is written, the object
 * streamed, and the files row inserted in the transaction that removes the pending row. Any failure (too large,
 * refused type, over quota, cancelled by the browser) deletes the object and the pending row; a crash in between
 * leaves a pending row (and the driver's temporary object) the cleanup job finds. A full disk answers 507 STORAGE_FULL
 * with nothing kept. Returns the file's id.
 */
export async function uploadFile(ctx: ServiceContext, input: UploadInput): Promise<string> {
  const caller = callerOf(ctx);
  const key = newStorageKey(ctx.now());
  await ctx.db.insert(pendingUploads).values({ storageKey: key, ownerId: caller.user.id });
  const inspector = new UploadInspector(input.name, input.maxBytes);
  try {
    // One chain: an error anywhere (the browser cancelled, too large, refused type) destroys every stream in it,
    // so the storage write fails and the catch below removes what was written.
    const body: Readable = pipeline(input.stream, inspector, () => undefined);
    await ctx.storage.put(key, body, { contentType: 'application/octet-stream' });
    // A client that stopped sending early leaves the inspector ended but the request stream marked truncated.
    if ((input.stream as { truncated?: boolean }).truncated) throw tooLarge(input.maxBytes);
    const kind = inspector.classified;
    if (!kind) throw refusedType();
    const checksum = inspector.checksum;
    return await ctx.db.transaction(async (tx) => {
      if (input.target.clientId) await assertQuota(tx, input.target.clientId, inspector.bytes);
      const [row] = await tx
        .insert(files)
        .values({
          name: input.name,
          folderId: input.target.folderId,
          projectId: input.target.projectId,
          ownerId: caller.user.id,
          mimeType: kind.mimeType,
          kind: kind.kind,
          sizeBytes: inspector.bytes,
          storageKey: key,
          checksum,
        })
        .returning({ id: files.id, projectId: files.projectId, ownerId: files.ownerId });
      const file = row!;
      await tx.delete(pendingUploads).where(eq(pendingUploads.storageKey, key));
      await commitChange(tx, ctx, {
        audit: {
          action: 'file.uploaded',
          category: 'file',
          target: { type: 'file', id: file.id, label: input.name },
          scope: { projectId: input.target.projectId },
          details: { size: inspector.bytes, mimeType: kind.mimeType },
        },
        live: await fileEvents(tx, 'files.created', file),
      });
      return file.id;
    });
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    await ctx.db.delete(pendingUploads).where(eq(pendingUploads.storageKey, key));
    // A full disk is no fault of the request's: a clear 507 in the error shape, not a 500 (issue #22).
    throw isOutOfSpace(error) ? storageFull() : error;
  }
}
