import { FILE_MESSAGES, type UpdateFolderBody } from '@agency/shared/files';
import { eq } from 'drizzle-orm';
import { folders } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { badRequest } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { folderInScope, isAncestorOrSelf } from '../queries.ts';

/** Rename a folder, or move it under another folder of its project (never into itself or below). */
export async function updateFolder(ctx: ServiceContext, id: string, body: UpdateFolderBody): Promise<void> {
  const caller = callerOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const folder = await folderInScope(tx, caller, id, { manage: true });
    const changes: Partial<typeof folders.$inferInsert> = {};
    if (body.name !== undefined) changes.name = body.name;
    if (body.parentId !== undefined) {
      if (body.parentId !== null) {
        const parent = await folderInScope(tx, caller, body.parentId, { manage: true });
        if (parent.projectId !== folder.projectId) throw badRequest(FILE_MESSAGES.wrongProject);
        if (await isAncestorOrSelf(tx, id, body.parentId)) throw badRequest(FILE_MESSAGES.folderCycle);
      }
      changes.parentId = body.parentId;
    }
    await tx.update(folders).set(changes).where(eq(folders.id, id));
    await commitChange(tx, ctx, {
      audit: {
        action: body.parentId !== undefined ? 'folder.moved' : 'folder.renamed',
        category: 'file',
        target: { type: 'folder', id, label: changes.name ?? folder.name },
        scope: { projectId: folder.projectId },
        details: { from: { name: folder.name, parentId: folder.parentId }, to: changes },
      },
      live: {
        type: 'files.updated',
        projectId: folder.projectId,
        staffOnly: folder.projectId === null,
        payload: { folderId: id },
      },
    });
  });
}
