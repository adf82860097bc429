import { FILE_MESSAGES } from '@agency/shared/files';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { clientMembers, fileShares, projects, users } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { badRequest } from '../../../lib/errors.ts';
import { notificationText } from '../../../lib/notification-texts.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { fileEvents, managedFile } from '../queries.ts';

/** Who a file may be shared with: active agency staff, and active members of the file's project's client. */
async function assertEligible(db: Db, projectId: string | null, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  let clientId: string | null = null;
  if (projectId) {
    const [project] = await db.select({ clientId: projects.clientId }).from(projects).where(eq(projects.id, projectId));
    clientId = project?.clientId ?? null;
  }
  const eligible = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, userIds),
        eq(users.isActive, true),
        or(
          ne(users.role, 'CLIENT'),
          clientId
            ? sql`exists (select 1 from ${clientMembers} where ${and(
                eq(clientMembers.userId, users.id),
                eq(clientMembers.clientId, clientId),
              )})`
            : sql`false`,
        ),
      ),
    );
  if (eligible.length !== userIds.length)
    throw badRequest(FILE_MESSAGES.shareRecipient, { userIds: FILE_MESSAGES.shareRecipient });
}

/** Share with people (the picker's share mode), replacing the list: the newly added hear of it in the bell. */
export async function shareFile(ctx: ServiceContext, id: string, userIds: string[]): Promise<void> {
  const caller = callerOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const file = await managedFile(tx, caller, id);
    const wanted = [...new Set(userIds)];
    await assertEligible(tx, file.projectId, wanted);
    const current = (await tx.select({ id: fileShares.userId }).from(fileShares).where(eq(fileShares.fileId, id))).map(
      (row) => row.id,
    );
    const added = wanted.filter((u) => !current.includes(u));
    const removed = current.filter((u) => !wanted.includes(u));
    if (added.length > 0)
      await tx.insert(fileShares).values(added.map((userId) => ({ fileId: id, userId, sharedById: caller.user.id })));
    if (removed.length > 0)
      await tx.delete(fileShares).where(and(eq(fileShares.fileId, id), inArray(fileShares.userId, removed)));
    await commitChange(tx, ctx, {
      audit: {
        action: 'file.shared',
        category: 'file',
        target: { type: 'file', id, label: file.name },
        scope: { projectId: file.projectId },
        details: { added, removed },
      },
      notify: added
        .filter((userId) => userId !== caller.user.id)
        .map((userId) => ({
          userId,
          type: file.projectId ? ('project' as const) : ('system' as const),
          text: notificationText('fileShared', { sharer: caller.user.name, file: file.name }),
          actionUrl: `/dashboard/files?file=${id}`,
          related: { type: 'file', id, name: file.name },
        })),
      // Those who lost access hear of it too, so the file leaves their lists.
      live: [
        ...(await fileEvents(tx, 'files.updated', file)),
        ...(removed.length > 0 ? [{ type: 'files.updated' as const, userIds: removed, payload: { id } }] : []),
      ],
    });
  });
}
