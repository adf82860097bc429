import { FILE_MESSAGES, hasPathSeparator, safeFileName, type UpdateFileBody } from '@agency/shared/files';
import { eq } from 'drizzle-orm';
import { files } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { badRequest } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { extensionFits, refusedExtension } from '../file-types.ts';
import { fileEvents, folderInScope, managedFile } from '../queries.ts';

/**
 * A rename follows the upload's rules (issue #18): the one name rule (`safeFileName`), no path, no extension an
 * upload would be refused for, and an extension that still says what the stored content is.
 */
export function renamedTo(file: { name: string; mimeType: string }, wanted: string): string {
  const refuse = (message: string) => badRequest(message, { name: message });
  if (hasPathSeparator(wanted)) throw refuse(FILE_MESSAGES.nameHasPath);
  const name = safeFileName(wanted);
  if (name === '') throw refuse(FILE_MESSAGES.fileNameRequired);
  if (refusedExtension(name)) throw refuse(FILE_MESSAGES.refusedName);
  if (!extensionFits(file.name, name, file.mimeType)) throw refuse(FILE_MESSAGES.extensionMismatch);
  return name;
}

/** Rename a file, or move it to a folder of its own project (or out of any folder). */
export async function updateFile(ctx: ServiceContext, id: string, body: UpdateFileBody): Promise<void> {
  const caller = callerOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const file = await managedFile(tx, caller, id);
    const changes: Partial<typeof files.$inferInsert> = {};
    if (body.name !== undefined) changes.name = renamedTo(file, body.name);
    if (body.folderId !== undefined) {
      if (body.folderId !== null) {
        const folder = await folderInScope(tx, caller, body.folderId);
        if (folder.projectId !== file.projectId) throw badRequest(FILE_MESSAGES.wrongProject);
      }
      changes.folderId = body.folderId;
    }
    await tx.update(files).set(changes).where(eq(files.id, id));
    await commitChange(tx, ctx, {
      audit: {
        action: body.folderId !== undefined ? 'file.moved' : 'file.renamed',
        category: 'file',
        target: { type: 'file', id, label: changes.name ?? file.name },
        scope: { projectId: file.projectId },
        details: { from: { name: file.name, folderId: file.folderId }, to: changes },
      },
      live: await fileEvents(tx, 'files.updated', file),
    });
  });
}
