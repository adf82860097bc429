import { FILE_MESSAGES } from '@agency/shared/files';
import { and, eq } from 'drizzle-orm';
import { files, pendingUploads } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { fileEvents, fileInUse } from '../queries.ts';
import { fileScope } from '../scope.ts';

/**
 * Admin only (001 §6); a file something points at is kept (409). The row goes in the transaction, the object after
 * it commits: a crash in between leaves an orphan object at worst (the pending row names it for the cleanup job),
 * never a row without its object.
 */
export async function deleteFile(ctx: ServiceContext, id: string): Promise<void> {
  const caller = callerOf(ctx);
  const key = await ctx.db.transaction(async (tx) => {
    const [file] = await tx
      .select({
        id: files.id,
        name: files.name,
        projectId: files.projectId,
        ownerId: files.ownerId,
        storageKey: files.storageKey,
      })
      .from(files)
      .where(and(eq(files.id, id), fileScope(caller)))
      .for('update');
    if (!file) throw notFound();
    if (await fileInUse(tx, id)) throw conflict(FILE_MESSAGES.inUse);
    // Who may see it is read before the row (and its shares) go.
    const live = await fileEvents(tx, 'files.deleted', file);
    await tx.delete(files).where(eq(files.id, id));
    await tx
      .insert(pendingUploads)
      .values({ storageKey: file.storageKey, ownerId: caller.user.id, startedAt: new Date(0) })
      .onConflictDoNothing();
    await commitChange(tx, ctx, {
      audit: {
        action: 'file.deleted',
        category: 'file',
        level: 'warning',
        target: { type: 'file', id, label: file.name },
        scope: { projectId: file.projectId },
      },
      live,
    });
    return file.storageKey;
  });
  await ctx.storage.delete(key);
  await ctx.db.delete(pendingUploads).where(eq(pendingUploads.storageKey, key));
}
