import { FILE_MESSAGES } from '@agency/shared/files';
import { eq } from 'drizzle-orm';
import { folders } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { conflict } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { folderContents, folderInScope } from '../queries.ts';

/** Admin only; a folder with anything inside is kept (409). */
export async function deleteFolder(ctx: ServiceContext, id: string): Promise<void> {
  const caller = callerOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const folder = await folderInScope(tx, caller, id);
    if ((await folderContents(tx, id)) > 0) throw conflict(FILE_MESSAGES.folderNotEmpty);
    await tx.delete(folders).where(eq(folders.id, id));
    await commitChange(tx, ctx, {
      audit: {
        action: 'folder.deleted',
        category: 'file',
        level: 'warning',
        target: { type: 'folder', id, label: folder.name },
        scope: { projectId: folder.projectId },
      },
      live: {
        type: 'files.deleted',
        projectId: folder.projectId,
        staffOnly: folder.projectId === null,
        payload: { folderId: id },
      },
    });
  });
}
