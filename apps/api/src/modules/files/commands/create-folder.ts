import { type CreateFolderBody, FILE_MESSAGES } from '@agency/shared/files';
import { folders } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { badRequest } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { folderInScope, projectInScope } from '../queries.ts';

/** A folder at the top, in a project, or inside a folder (of the same project). Returns its id. */
export async function createFolder(ctx: ServiceContext, body: CreateFolderBody): Promise<string> {
  const caller = callerOf(ctx);
  return ctx.db.transaction(async (tx) => {
    let projectId = body.projectId ?? null;
    if (body.parentId) {
      const parent = await folderInScope(tx, caller, body.parentId, { manage: true });
      if (body.projectId !== undefined && body.projectId !== parent.projectId)
        throw badRequest(FILE_MESSAGES.wrongProject);
      projectId = parent.projectId;
    } else if (projectId) {
      await projectInScope(tx, caller, projectId);
    }
    const [folder] = await tx
      .insert(folders)
      .values({ name: body.name, parentId: body.parentId ?? null, projectId, ownerId: caller.user.id })
      .returning({ id: folders.id });
    const id = folder!.id;
    await commitChange(tx, ctx, {
      audit: {
        action: 'folder.created',
        category: 'file',
        target: { type: 'folder', id, label: body.name },
        scope: { projectId },
      },
      live: { type: 'files.updated', projectId, staffOnly: projectId === null, payload: { folderId: id } },
    });
    return id;
  });
}
